import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { setSender } from "../../src/web/features/analytics/track";

afterEach(() => cleanup());
// Component tests stub fetch per request; analytics batches (tested in track.test.ts) stay out of their way.
setSender(() => {});
