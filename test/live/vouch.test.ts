// A host's vouch for a relayed socket: read back as signed, refused once out of date, tampered
// with in any part, signed under another secret, or not a vouch at all.

import { describe, expect, it } from "vitest";
import { readVouch, vouch, VOUCH_MS } from "../../src/live/vouch.ts";

const SECRET = "client-secret-of-the-app";
const WHO = { player: { id: "111111111111111111", name: "Ann" }, place: { guildId: "222222222222222222", channelId: "333333333333333333" } };
const T = 1_800_000_000_000;

const sent = (hello: { vouched: string }): string => JSON.stringify(hello);

describe("vouch", () => {
  it("reads back the player and place it signed, within its minute", () => {
    const hello = vouch(SECRET, WHO, T);
    expect(hello.type).toBe("hello");
    expect(readVouch(SECRET, sent(hello), T)).toEqual(WHO);
    expect(readVouch(SECRET, sent(hello), T + VOUCH_MS - 1)).toEqual(WHO);
  });

  it("refuses one out of date, or dated too far ahead", () => {
    expect(readVouch(SECRET, sent(vouch(SECRET, WHO, T)), T + VOUCH_MS)).toBeNull();
    expect(readVouch(SECRET, sent(vouch(SECRET, WHO, T + 2 * VOUCH_MS)), T)).toBeNull();
  });

  it("refuses another secret's, and any change to the player, the place, the date or the signature", () => {
    const hello = vouch(SECRET, WHO, T);
    expect(readVouch("another-secret", sent(hello), T)).toBeNull();
    const [payload, signature] = hello.vouched.split(".") as [string, string];
    const body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = (changed: Record<string, unknown>) => sent({ vouched: `${Buffer.from(JSON.stringify({ ...body, ...changed })).toString("base64url")}.${signature}` });
    expect(readVouch(SECRET, forged({}), T)).toEqual(WHO);
    expect(readVouch(SECRET, forged({ player: { id: "999999999999999999", name: "Ann" } }), T)).toBeNull();
    expect(readVouch(SECRET, forged({ place: { ...WHO.place, channelId: "444444444444444444" } }), T)).toBeNull();
    expect(readVouch(SECRET, forged({ until: T + 10 * VOUCH_MS }), T + 5 * VOUCH_MS)).toBeNull();
    const bytes = Buffer.from(signature, "base64url");
    bytes[0] = bytes[0]! ^ 1;
    const flipped = bytes.toString("base64url");
    expect(readVouch(SECRET, sent({ vouched: `${payload}.${flipped}` }), T)).toBeNull();
    expect(readVouch(SECRET, sent({ vouched: `${payload}.${signature.slice(0, 10)}` }), T)).toBeNull();
    expect(readVouch(SECRET, sent({ vouched: `${payload}.${signature}.x` }), T)).toBeNull();
  });

  it("refuses what is not a vouched hello", () => {
    for (const data of ["", "nope", "[]", "null", '{"type":"hello","accessToken":"t","instanceId":"i"}', '{"type":"hello","vouched":42}', '{"type":"hello","vouched":"."}']) {
      expect(readVouch(SECRET, data, T)).toBeNull();
    }
  });
});
