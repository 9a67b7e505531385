import type { MatchAnalysis } from '../../../shared/schemas/recruiting.ts'
import type { GradePoint } from '../../ai/grading/grade-schema.ts'
import type { AiReading } from './ai-regrade.service.ts'

/**
 * The "Match Analysis" sections written from a model's verified reading: each sentence is a point
 * the model made, followed by the words it quoted, which were found in the resume (a strength) or
 * in the posting (a gap). A section the model said nothing checkable about keeps the engine's
 * text; a candidate the model could not grade keeps the engine's analysis whole, with the reason.
 */
export function analysisFromReading(engine: MatchAnalysis, reading: AiReading): MatchAnalysis {
  if (reading.status === 'fallback') return { ...engine, hiring_recommendation: `${engine.hiring_recommendation} ${reading.note}` }
  const about = (section: GradePoint['section']) => reading.points.filter((point) => point.section === section)
  const written = (points: readonly GradePoint[], otherwise: string) => (points.length === 0 ? otherwise : points.map(sentenceOf).join(' '))
  const gaps = reading.points.filter((point) => point.kind === 'gap')
  const advice = [...about('recommendation').filter((point) => point.kind === 'strength'), ...gaps].map(sentenceOf)
  return {
    ...engine,
    skills_match: { score: reading.skills, analysis: written(about('skills'), engine.skills_match.analysis) },
    experience_fit: { score: reading.experience, analysis: written(about('experience'), engine.experience_fit.analysis) },
    education: { ...engine.education, score: reading.education, analysis: written(about('education'), engine.education.analysis) },
    overall_match: { score: reading.overall, summary: reading.verdict },
    // The bars beside the sections show the same grades the sections state.
    categoryScores: { ...engine.categoryScores, skills: reading.skills, experience: reading.experience, education: reading.education },
    specific_recommendations: advice.length > 0 ? advice : engine.specific_recommendations,
    hiring_recommendation: reading.verdict,
  }
}

/** One point as a sentence with its evidence: `Led the close. Resume: "closed the books for 12 entities".` */
function sentenceOf(point: GradePoint): string {
  const claim = /[.!?]$/.test(point.text.trim()) ? point.text.trim() : `${point.text.trim()}.`
  return `${claim} ${point.kind === 'gap' ? 'The posting asks for' : 'Resume:'} “${point.quote.trim()}”.`
}
