import { importSPKI, jwtVerify } from 'jose';

interface SsoClaims {
  /** A user name or mobile number of this platform (JWT `sub`). */
  account: string;
  /** Optional `redirect` claim: where to go after signing in. */
  redirect: string | null;
  expiresAt: Date;
}

/** Checks a single-sign-on token of the trusted issuer; throws when it is not one. */
export interface SsoVerifier {
  verify(token: string, now: Date): Promise<SsoClaims>;
}

export interface SsoSettings {
  /** ATSTEEL_SSO_PUBLIC_KEY: the issuer's public key, PEM (SPKI). */
  publicKeyPem: string;
  /** ATSTEEL_SSO_ALG (default RS256). */
  algorithm?: string;
  /** ATSTEEL_SSO_ISSUER: the `iss` the tokens must carry. */
  issuer: string;
  /** ATSTEEL_SSO_AUDIENCE (default `atsteel`). */
  audience?: string;
}

/** Tokens live at most this long after `iat`, whatever their `exp` says. */
const MAX_TOKEN_AGE = '10m';

/** Signed JWTs of the trusted issuer, checked against its configured public key (jose). */
export async function jwtSsoVerifier(settings: SsoSettings): Promise<SsoVerifier> {
  const algorithm = settings.algorithm ?? 'RS256';
  const key = await importSPKI(settings.publicKeyPem, algorithm);
  return {
    async verify(token, now) {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [algorithm],
        issuer: settings.issuer,
        audience: settings.audience ?? 'atsteel',
        requiredClaims: ['sub', 'exp', 'iat'],
        maxTokenAge: MAX_TOKEN_AGE,
        currentDate: now,
      });
      return {
        account: String(payload.sub),
        redirect: typeof payload.redirect === 'string' ? payload.redirect : null,
        expiresAt: new Date((payload.exp ?? 0) * 1000),
      };
    },
  };
}
