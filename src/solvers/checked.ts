// What a user can get wrong comes back as a value, never a throw: the value, or one message
// to show them. Everything else of ours (games, adapters) uses this one shape.

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

export const ok = <T>(value: T): Checked<T> => ({ ok: true, value });

/** A refusal fits any Checked<T>. */
export const refuse = (error: string): { readonly ok: false; readonly error: string } => ({ ok: false, error });
