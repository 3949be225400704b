import { instructionProblem } from "../../../core/listing/instruction-problem";
import { parseInstruction } from "../../../core/listing/parse-instruction";
import { AppError } from "../../http/errors";

/**
 * With no model provider, an instruction the built-in writer cannot follow is refused before the
 * regeneration starts (decision 051): 422 with the reason on the instruction field, nothing stored
 * and none of the day's allowance spent, so the creator can change the text in the dialog.
 */
export function assertBuiltinCanFollow(instruction: string | null, description: string) {
  const problem = instructionProblem(parseInstruction(instruction, description));
  if (problem) throw new AppError("UNPROCESSABLE", problem, { instruction: [problem] });
}
