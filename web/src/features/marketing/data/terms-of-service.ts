import { CONTACT } from './contact.ts'
import type { LegalSection } from './legal.ts'

export const TERMS_INTRO =
  'These terms are an agreement between you and T10 about your use of our website, apps and command-line tool (together, the “Service”). Please read them carefully; they include limits on our liability and the law that governs any dispute.'

export const TERMS_OF_SERVICE: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    body: [
      'By creating an account or using the Service, including the free trial, you agree to these terms and to our Privacy Policy. If you use the Service on behalf of an organisation, you agree on its behalf and confirm that you may do so. If you do not agree, do not use the Service.',
    ],
  },
  {
    id: 'the-service',
    title: 'The Service',
    body: [
      'T10 writes tailored resumes and cover letters from a resume and a job description, typesets them as PDF and LaTeX files, and measures their ATS scores. It also helps job seekers find matching jobs and helps recruiters rank candidate resumes against a job description with T10 Resume Matching. We may improve, change or discontinue features over time, and will give reasonable notice before removing a feature that a paid plan includes.',
    ],
  },
  {
    id: 'accounts',
    title: 'Accounts',
    body: [
      [
        'You must be at least 16 years old to use the Service.',
        'Give accurate information when you register and keep it up to date.',
        'Keep your password confidential. You are responsible for everything done with your account; tell us at once if you suspect someone else has used it.',
        'One person per account. Accounts may not be shared or resold.',
      ],
    ],
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: [
      'You agree not to:',
      [
        'Upload content you have no right to use, including other people’s resumes without a lawful basis.',
        'Use the Service to create documents that misrepresent your identity, qualifications or experience to an employer.',
        'Upload malware, or content that is unlawful, defamatory, harassing or discriminatory.',
        'Use candidate rankings as the only basis for a hiring decision where the law requires human review, or in a way that discriminates on a protected characteristic.',
        'Circumvent the free trial, plan limits, rate limits or security measures, including by creating multiple accounts.',
        'Copy, scrape, reverse engineer or resell the Service, or put an unreasonable load on it.',
      ],
      'We may remove content or suspend access that breaks these rules.',
    ],
  },
  {
    id: 'your-content',
    title: 'Your content and generated documents',
    body: [
      'You keep all rights to the resumes, job descriptions and other content you upload, and to the documents the Service generates for you. You give T10 a limited licence to store, process and transmit that content only as needed to provide the Service to you.',
      'Generated documents are drafts written by software. Review them before you use them: you are responsible for making sure that everything you send to an employer is accurate and true. ATS scores and match scores are estimates from our own checks; they are not a guarantee of how any employer’s system or recruiter will assess a document, and T10 does not guarantee interviews, offers or hires.',
    ],
  },
  {
    id: 'plans-and-billing',
    title: 'Plans and billing',
    body: [
      [
        'Free costs $0/month and includes 5 generations (a resume and a cover letter each) in any 24 hours, the same as the trial without an account, plus 2 resume generations and 1 cover letter per calendar month on top. Standard costs $9.99/month and Premium $19.99/month; both include unlimited resumes and cover letters.',
        'Paid plans are billed monthly in advance and renew automatically each month until you cancel.',
        'You can cancel anytime. Cancellation takes effect at the end of the current billing month, after which your account moves to the Free plan.',
        '7-day money-back guarantee: if you ask within 7 days of your first payment for a paid plan, we refund that payment in full. Other payments are not refundable except where the law requires.',
        'Prices exclude taxes, which are added where they apply. We will give at least 30 days’ notice of any price change, which applies from your next billing month.',
      ],
    ],
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: [
      'The Service, including its software, templates, design, text and trademarks, belongs to T10 and its licensors and is protected by law. We grant you a personal, non-exclusive, non-transferable licence to use the Service and our templates to prepare your own documents. Feedback you send us may be used to improve the Service without any obligation to you.',
    ],
  },
  {
    id: 'third-party-services',
    title: 'Third-party services',
    body: [
      'The Service relies on third parties for hosting, email, payments and AI models, and may link to job postings or sites we do not control. We are not responsible for third-party content or services, and your use of them may be subject to their own terms.',
    ],
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: [
      'The Service is provided “as is” and “as available”. To the fullest extent the law allows, T10 disclaims all warranties, express or implied, including merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not promise that the Service will be uninterrupted or error-free, or that generated content will be free of mistakes.',
    ],
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: [
      'To the fullest extent the law allows, T10 will not be liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, lost opportunities or lost data, arising from your use of the Service. Our total liability for any claim relating to the Service is limited to the greater of the amount you paid us in the 12 months before the claim and $100.',
      'Some jurisdictions do not allow these exclusions or limits, so some of them may not apply to you.',
    ],
  },
  {
    id: 'indemnity',
    title: 'Indemnity',
    body: [
      'You agree to defend and indemnify T10 against claims, losses and costs arising from content you upload, your breach of these terms or your violation of anyone’s rights, including a candidate’s rights when you use T10 Resume Matching.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    body: [
      'You may stop using the Service and close your account at any time. We may suspend or end your access if you break these terms, if the law requires it or if continuing would expose T10 or others to harm; where reasonable we will tell you first and let you download your documents. Sections on your content, intellectual property, disclaimers, limitation of liability, indemnity and governing law survive termination.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    body: [
      'These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules. Any dispute will be resolved in the state or federal courts located in California, and you and T10 consent to their jurisdiction.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: [
      'We may update these terms. We will post the new version here with a new “Last updated” date and, for significant changes, notify you by email or in the Service at least 30 days before they take effect. Continuing to use the Service after that means you accept the updated terms.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    body: [`Questions about these terms? Email ${CONTACT.legal}.`],
  },
]
