// Text bound for a log or a terminal, with every secret we can recognise taken out: known
// secret values, credentials in URLs (user:password@) and anything shaped like a token.

const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^\s/@"'<>]+@/giu;
/** A Discord bot token: three base64url parts, the first the bot's id. */
const DISCORD_TOKEN = /[\w-]{17,}\.[\w-]{5,}\.[\w-]{20,}/gu;
const AUTHORIZATION = /\b(Bot|Bearer|Basic)\s+[\w.~+/=-]{8,}/gu;
/** Long unbroken runs of base64 or hex: webhook and interaction tokens, keys. */
const OPAQUE_RUN = /\b(?=[\w-]*\d)(?=[\w-]*[a-zA-Z])[\w-]{48,}/gu;

export function redactSecrets(text: string, secrets: readonly string[] = []): string {
  const known = secrets.reduce((out, secret) => out.split(secret).join("[redacted]"), text);
  return known
    .replace(URL_CREDENTIALS, "$1[redacted]@")
    .replace(AUTHORIZATION, "$1 [redacted]")
    .replace(DISCORD_TOKEN, "[redacted]")
    .replace(OPAQUE_RUN, "[redacted]");
}
