import type { MatchAnalysis as Analysis } from '@shared/schemas/recruiting.ts'
import { analysisBullets } from '@/features/recruiting/utils/analysis-bullets.ts'
import { formatEducation } from '@/features/recruiting/utils/format.ts'
import { AnalysisSection } from './analysis-section.tsx'

export const NO_SKILLS_ANALYSIS = 'No skills analysis available'
export const NO_DETAILED_ANALYSIS = 'No detailed analysis available'

/** The expanded card's "Match Analysis": five sections, each with bullets and a bar where a score exists. */
export function MatchAnalysis({ analysis }: { analysis: Analysis }) {
  const recommendations = analysis.specific_recommendations.map((r) => r.trim()).filter(Boolean)
  const overall = [...analysisBullets(analysis.hiring_recommendation), ...analysisBullets(analysis.overall_match.summary)]
  return (
    <div className="space-y-3">
      <h4 className="text-base font-semibold">Match Analysis</h4>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        <AnalysisSection
          title="Skills Match"
          score={analysis.skills_match.score}
          bullets={analysisBullets(analysis.skills_match.analysis)}
          fallback={NO_SKILLS_ANALYSIS}
        />
        <AnalysisSection
          title="Experience Fit"
          score={analysis.experience_fit.score}
          bullets={analysisBullets(analysis.experience_fit.analysis)}
          fallback={NO_DETAILED_ANALYSIS}
        />
        <AnalysisSection
          title="Educational Qualifications"
          score={analysis.education.score}
          bullets={analysisBullets(analysis.education.analysis)}
          fallback={NO_DETAILED_ANALYSIS}
        >
          <p className="text-sm text-muted-foreground">{formatEducation(analysis.education)}</p>
        </AnalysisSection>
        <AnalysisSection title="Specific Recommendations" bullets={recommendations} fallback={NO_DETAILED_ANALYSIS} />
      </div>
      <AnalysisSection title="Overall Hiring Recommendation" score={analysis.overall_match.score} bullets={overall} fallback={NO_DETAILED_ANALYSIS} />
    </div>
  )
}
