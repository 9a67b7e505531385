import { Briefcase, UserSearch, type LucideIcon } from 'lucide-react'

export interface FaqItem {
  question: string
  answer: string
}

export interface FaqGroup {
  id: string
  icon: LucideIcon
  title: string
  description: string
  items: FaqItem[]
}

export const JOB_SEEKER_FAQ: FaqGroup = {
  id: 'job-seekers',
  icon: Briefcase,
  title: 'For job seekers',
  description: 'Tailored resumes and cover letters, ATS scores and job search.',
  items: [
    {
      question: 'How does T10 tailor my resume?',
      answer:
        'T10 reads your resume into its parts (contact details, roles, dates, education and skills) and reads the job description for the skills, experience and keywords it asks for. It then writes a version of your resume that leads with what this employer cares about, selecting, reordering and rephrasing your own experience, and typesets it as a PDF.',
    },
    {
      question: 'Will T10 add skills or experience I do not have?',
      answer:
        'No. Tailoring only uses what your resume already says, plus any skills you add yourself in the Skill Bank. T10 never adds an employer, a job title, a degree, a date or a skill you did not claim, and we test for it.',
    },
    {
      question: 'Which files can I upload?',
      answer: 'One resume at a time as a PDF, DOC, DOCX or TXT file, up to 10 MB.',
    },
    {
      question: 'What is the ATS score and how is it calculated?',
      answer:
        'Applicant tracking systems read your file before a person does. T10 checks each generated document the same way: it extracts the text back out of the finished PDF and scores it from 0 to 100 on the job’s keywords, the standard sections, your contact details and how cleanly the structure parses. You see the sub-scores and the keywords that are still missing.',
    },
    {
      question: 'Can I change a document after it is generated?',
      answer:
        'Yes. Regenerate the resume or the cover letter on its own, either emphasising skills you pick from the Skill Bank or following instructions you write, such as “keep it to one page” or “lead with my leadership experience”.',
    },
    {
      question: 'In which formats can I download my documents?',
      answer: 'As a PDF, ready to send, and as LaTeX source (.tex) if you want to edit the typesetting yourself.',
    },
    {
      question: 'Can I try T10 without an account?',
      answer:
        'Yes. The free trial on the home page allows 5 generations in any 24 hours, no sign-up needed. Files uploaded during the trial are deleted after 24 hours; create an account to keep your documents.',
    },
    {
      question: 'How does job search work?',
      answer:
        'Upload your resume and tell us the role, location, years of experience and salary you are looking for. T10 ranks open positions, including those posted by recruiters on T10, by how well they fit your resume. “Generate Resume and Cover Letter” on a job opens the generator with its description already filled in.',
    },
  ],
}

export const RECRUITER_FAQ: FaqGroup = {
  id: 'recruiters',
  icon: UserSearch,
  title: 'For recruiters: T10 Resume Matching',
  description: 'Ranking candidate resumes against a job description.',
  items: [
    {
      question: 'What is T10 Resume Matching?',
      answer:
        'A shortlisting tool for recruiters and hiring managers. Upload your candidates’ resumes, paste a job description, and T10 returns the top matches ranked by score, each with an analysis of skills, experience and education.',
    },
    {
      question: 'Which files can I upload?',
      answer: 'PDF and DOCX resumes, as many as you need at once. Files of other types are skipped.',
    },
    {
      question: 'How is the match score calculated?',
      answer:
        'T10 compares each resume with the job description on skills matched and missing, years of relevant experience, seniority, job titles and education. Scores are deterministic: the same resume and job always get the same numbers, and each one shows the evidence behind it. AI may write the wording of an analysis, but it never sets a score.',
    },
    {
      question: 'How many candidates can I see?',
      answer: 'Choose the top 3, 5, 10 or 20 matches for each search; 5 is the default.',
    },
    {
      question: 'Can I export the results?',
      answer:
        'Yes. Export Analysis downloads resume-analysis.csv with the resume name, match score, skills match, experience fit, education and upload time of each candidate, ready for a spreadsheet or your applicant tracking system.',
    },
    {
      question: 'What if a resume hides keywords to game the ranking?',
      answer:
        'Text that a reader cannot see, such as white or tiny type, words covered by shapes or placed off the page, is left out of matching, and the resume is flagged so you can take a closer look.',
    },
    {
      question: 'Who can see the resumes I upload?',
      answer:
        'Only you. Candidate resumes, jobs and results belong to the account that created them, and every request is checked against it. You can delete a processed resume at any time.',
    },
    {
      question: 'Do I need an account?',
      answer: 'Yes. Sign in or create a free account, then choose Get Started on the T10 page to open the matching screen.',
    },
  ],
}

export const FAQ_GROUPS: FaqGroup[] = [JOB_SEEKER_FAQ, RECRUITER_FAQ]
