/**
 * Writes the TypeScript types a generated client of the platform uses (`tests/contract/platform.d.ts`), made by
 * openapi-typescript from the published OpenAPI document exactly as an integrator would make them. The generated
 * client test (tests/sandbox/generatedClient.test.ts) calls the sandbox through them and checks that the file is
 * what the document gives today. `npm run openapi:types` after a change of the contract.
 */
import { writeFileSync } from "node:fs"
import openapiTS, { astToString } from "openapi-typescript"
import { openApiDocument } from "../core/contract/openApi.ts"

/** The types openapi-typescript gives for the document, with its defaults. */
export const generatedTypes = async (): Promise<string> =>
  astToString(await openapiTS(openApiDocument() as unknown as Parameters<typeof openapiTS>[0]))

export const typesFile = "tests/contract/platform.d.ts"

if (import.meta.url === `file://${process.argv[1]}`) writeFileSync(typesFile, await generatedTypes())
