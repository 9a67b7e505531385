import { CONTACT } from './contact.ts'
import type { LegalSection } from './legal.ts'

export const PRIVACY_INTRO =
  'This policy explains what information T10 collects when you use our website, apps and command-line tool (together, the “Service”), why we collect it, how long we keep it and the choices you have. We collect only what we need to write and score your documents, run your account and keep the Service secure, and we never sell personal information.'

export const PRIVACY_POLICY: LegalSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: [
      'We collect information you give us and a small amount of information created when you use the Service:',
      [
        'Account information: your name, email address and password. Passwords are stored only as a salted one-way hash; we cannot read them.',
        'Profile information you choose to add, such as your phone number, location, professional summary and links.',
        'Content you upload or enter: resumes, job descriptions, instructions for regenerating a document, skills you add to your Skill Bank, job-search preferences and, if you use T10 Resume Matching, the candidate resumes and job descriptions you upload.',
        'Documents we generate for you: tailored resumes and cover letters, their LaTeX source, PDF files and ATS scores.',
        'Usage records: how many generations you have made and when, so that we can apply the free trial and plan allowances.',
        'Technical information: your IP address, browser type and the times of your requests, used for security, rate limiting and troubleshooting.',
      ],
      'If you subscribe to a paid plan, payments are handled by our payment processor. We receive confirmation of your plan and billing status, not your full card number.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    body: [
      [
        'To provide the Service: reading your resume, tailoring documents to a job description, compiling PDFs, measuring ATS scores, ranking jobs for you and ranking candidates for recruiters.',
        'To run your account: signing you in, saving your profile and document history, applying your plan and resetting your password when you ask.',
        'To keep the Service safe and working: preventing abuse and fraud, enforcing limits, diagnosing errors and measuring performance.',
        'To communicate with you: messages about your account, security, billing and changes to these terms or this policy. We send marketing email only if you opt in, and every such email lets you opt out.',
        'To meet legal obligations and enforce our Terms of Service.',
      ],
      'We do not use the content of your resumes or documents for advertising, and we do not sell or rent it to anyone.',
    ],
  },
  {
    id: 'uploaded-resumes',
    title: 'Uploaded resumes and generated documents',
    body: [
      'Your resumes and the documents generated from them belong to you. They are stored under your account and shown only to you; every request for them is checked against the account that owns them.',
      'To write a document, T10 may send the text of your resume and the job description to an AI model provider that works on our behalf. We send only what is needed to produce your documents, and the provider may use it only to return the result to us, not to build profiles about you or to advertise.',
      'If you are a recruiter using T10 Resume Matching, you decide which candidate resumes to upload and are responsible for having a lawful basis to process them and for informing candidates where the law requires it. Candidate resumes are visible only to the account that uploaded them and are never shown to other users or used to market to those candidates.',
      'You can delete a resume or a generated document at any time from your account. Deleted items are removed from the Service and are no longer used for anything.',
    ],
  },
  {
    id: 'sharing',
    title: 'How we share information',
    body: [
      'We share personal information only in these cases:',
      [
        'With service providers who host the Service, deliver email, process payments or run AI models for us, under contracts that limit their use of the information to providing those services.',
        'When the law requires it, or when it is necessary to protect the rights, property or safety of T10, our users or the public.',
        'As part of a merger, acquisition or sale of assets, in which case this policy continues to apply to the information transferred.',
        'With your consent or at your direction.',
      ],
    ],
  },
  {
    id: 'retention',
    title: 'Data retention',
    body: [
      [
        'Free trial: resumes uploaded and documents generated without an account are deleted automatically after 24 hours.',
        'Accounts: your resumes, documents, profile and history are kept while your account is open, until you delete them or close the account.',
        'Usage records used for plan and trial limits are kept for about 40 days.',
        'Password reset links expire after a short time and are then deleted.',
      ],
      'When you close your account we delete its content within 30 days, except for records we must keep longer to meet legal, tax or accounting obligations.',
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: [
      'T10 uses one essential cookie for your session: it keeps you signed in or, during the free trial, ties your trial documents to your browser. It is marked HttpOnly, so scripts on the page cannot read it, and it expires when you log out or after a set period.',
      'Your browser’s local storage remembers a few settings on your device: your light or dark theme, how many free-trial generations you have used and whether you have seen the job search tutorial.',
      'We do not use advertising cookies or third-party tracking. Because the session cookie is essential, the Service cannot keep you signed in without it.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    body: [
      'We protect your information with encryption in transit, hashed passwords, access checks on every stored object and compilation of documents in isolated, time-limited processes. No method of storage or transmission is completely secure, so we cannot guarantee absolute security, but we will tell you without undue delay if a breach affects your information.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    body: [
      'Depending on where you live, you may have the right to:',
      [
        'Access the personal information we hold about you and receive a copy of it.',
        'Correct information that is inaccurate or incomplete.',
        'Delete your information or close your account.',
        'Object to or restrict certain processing, and withdraw consent where we rely on it.',
        'Receive your information in a portable format.',
      ],
      'California residents have the right to know what personal information we collect, use and disclose, to request its deletion or correction, and not to be discriminated against for exercising these rights. We do not sell or share personal information for cross-context behavioural advertising.',
      `To exercise any of these rights, email ${CONTACT.privacy} from the address on your account. We will respond within 30 days and may need to verify your identity first.`,
    ],
  },
  {
    id: 'children',
    title: 'Children',
    body: [
      'The Service is not directed to children under 16 and we do not knowingly collect their personal information. If you believe a child has given us information, contact us and we will delete it.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: [
      'We may update this policy as the Service changes. We will post the new version here with a new “Last updated” date and, if the changes are significant, notify you by email or in the Service before they take effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: [`Questions about this policy or your information? Email ${CONTACT.privacy} and we will get back to you.`],
  },
]
