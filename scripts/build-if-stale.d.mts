/** Types of build-if-stale.mjs, for its test (server/src/scripts/build-if-stale.test.ts). */
export interface BuildPart {
  name: string;
  workspace: string;
  outputs: string[];
  inputs: string[];
}
export const PARTS: BuildPart[];
export function staleReason(root: string, part: BuildPart): string | null;
