// A store whose every call fails while `down`, as PostgreSQL's does with its server out of reach
// (StoreUnavailable), or with `failure` when one is set: over either engine's real store.

import { StoreUnavailable } from "../../src/store/errors.ts";
import type { Store } from "../../src/store/types.ts";
import { tempStore } from "../store/temp-store.ts";

export interface FlakyStore {
  readonly store: Store;
  down: boolean;
  failure: Error | null;
}

export function flakyStore(inner: Store = tempStore()): FlakyStore {
  const state: FlakyStore = {
    down: false,
    failure: null,
    store: new Proxy(inner, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== "function" || name === "close") return value;
        return async (...args: unknown[]) => {
          if (state.down) throw new StoreUnavailable(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
          if (state.failure) throw state.failure;
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    }),
  };
  return state;
}
