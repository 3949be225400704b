import { z } from "zod";

// The server's CSP forbids eval; without this zod probes `new Function` and the browser logs a violation.
z.config({ jitless: true });

export { z };
