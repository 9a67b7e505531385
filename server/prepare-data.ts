import { isTitleWord } from './domain/ingest/index.ts'
import { occupationsOfText } from './domain/match/occupation-profiles.ts'
import { loadOccupations, titleWords } from './domain/match/occupations.ts'
import { relatedSkills } from './domain/match/skill-relations.ts'
import { vectorDimensions } from './domain/semantic/word-vectors.ts'
import { loadSkillTaxonomy } from './domain/skills/index.ts'

/*
 * Run by scripts/build-dist.mjs on the compiled build (as dist/prepare.mjs, T10_WRITE_PREPARED=1):
 * builds each structure that domain/knowledge/prepared-data.ts keeps, which writes it into dist/prepared/. The
 * knowledge base itself is kept too (loaded by the first of these), for whatever reads it whole.
 */
loadOccupations()
titleWords('prepare')
isTitleWord('prepare')
loadSkillTaxonomy()
occupationsOfText('prepare')
relatedSkills('prepare')
vectorDimensions()
