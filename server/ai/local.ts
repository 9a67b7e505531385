import { parseInstructions, tailorResume, writeCoverLetter } from '../domain/tailor/index.ts'
import type { AiProvider } from './provider.ts'

/** The offline engine: deterministic, no key, no network. */
export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    async writeResume(input) {
      return tailorResume({
        resume: input.resume,
        job: input.job,
        emphasize: input.emphasize,
        instructions: parseInstructions(input.instructions),
        today: input.today,
        resumeText: input.resumeText,
        fit: input.fit ?? 0,
      })
    },
    async writeCoverLetter(input) {
      return writeCoverLetter({
        resume: input.resume,
        job: input.job,
        emphasize: input.emphasize,
        instructions: parseInstructions(input.instructions),
        today: input.today,
        resumeText: input.resumeText,
      })
    },
  }
}
