import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Download links live five minutes: long enough to start the download, too short to share. */
export const LINK_SECONDS = 300;

export interface LinkClaims {
  item: number;
  /** 'file' (the whole file, for `user`) or 'preview'. */
  part: 'file' | 'preview';
  user: number | null;
  orderNo: string | null;
  via: 'free' | 'purchase' | 'vip' | null;
}

/** Signs and reads download links with one key (ATSTEEL_LINK_SECRET, or a random one per process). */
export function linkSigner(secret: string | undefined) {
  const key = new TextEncoder().encode(secret ?? randomBytes(32).toString('hex'));
  return {
    async sign(claims: LinkClaims, now: Date) {
      const issuedAt = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(issuedAt).setExpirationTime(issuedAt + LINK_SECONDS).sign(key);
    },
    /** The claims, or null when the link is forged or expired. */
    async read(token: string, now: Date): Promise<LinkClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
        return payload as unknown as LinkClaims;
      } catch {
        return null;
      }
    },
  };
}
export type LinkSigner = ReturnType<typeof linkSigner>;
