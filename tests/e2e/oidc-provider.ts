// A local OpenID provider standing in for Google in the browser tests (oauth2-mock-server).
// Every sign-in through it is the same Google user, with a verified e-mail.
import { OAuth2Server } from "oauth2-mock-server";

export const GOOGLE_USER = {
  sub: "google-user-0001",
  email: "grace.google@example.com",
  email_verified: true,
  given_name: "Grace",
  family_name: "Google",
  name: "Grace Google",
};

/** Starts the provider on 127.0.0.1:`port`; resolves with its issuer URL once it answers. */
export async function startOidcProvider(port: number): Promise<string> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  server.service.on("beforeTokenSigning", (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, GOOGLE_USER);
  });
  server.service.on("beforeUserinfo", (response: { body: Record<string, unknown> }) => {
    response.body = { ...GOOGLE_USER };
  });
  await server.start(port, "127.0.0.1");
  server.issuer.url = `http://127.0.0.1:${port}`;
  return server.issuer.url;
}
