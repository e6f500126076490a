/**
 * Vitest setup of the UI tests: Testing Library waits up to 50 s for what a test awaits (a modal's lazy chunk can
 * take more than the default 1 s on a loaded two-core CI machine); a test still fails when the thing never comes.
 */
import { configure } from "@testing-library/dom"

configure({ asyncUtilTimeout: 50_000 })
