import type { CoverLetterDocument, ResumeDocument } from '../../../../shared/schemas/documents.ts'

export const fullResume: ResumeDocument = {
  contact: {
    name: 'Jordan Alvarez',
    email: 'jordan.alvarez@example.com',
    phone: '+1 (415) 555-0142',
    location: 'San Francisco, CA',
    links: ['https://www.linkedin.com/in/jordan-alvarez', 'github.com/jalvarez'],
  },
  headline: 'Senior Backend Engineer',
  summary:
    'Backend engineer with eight years of experience building reliable, high-throughput services in TypeScript, Node.js and Go. Led the migration of a payments platform to Kubernetes, cut p99 latency by 40% and mentored a team of five. Comfortable owning systems end to end, from schema design in PostgreSQL to on-call and incident reviews.',
  experience: [
    {
      title: 'Senior Backend Engineer',
      company: 'Brightwave Payments',
      location: 'San Francisco, CA',
      start: 'Mar 2021',
      end: 'Present',
      bullets: [
        'Designed and shipped an event-driven settlement service in Node.js and TypeScript that processes 2.3M transactions a day with 99.98% availability.',
        'Led the migration of 14 services from EC2 to Kubernetes (EKS) with Helm and Terraform, reducing infrastructure cost by 28%.',
        'Cut p99 API latency from 480 ms to 290 ms by introducing Redis caching, query plans reviews and connection pooling in PostgreSQL.',
        'Mentored five engineers; introduced design reviews and a blameless incident process adopted across the platform group.',
      ],
    },
    {
      title: 'Software Engineer',
      company: 'Cloudnest',
      location: 'Oakland, CA',
      start: 'Jun 2018',
      end: 'Feb 2021',
      bullets: [
        'Built multi-tenant REST APIs and a GraphQL gateway in Go serving 1,200 business customers.',
        'Implemented CI/CD pipelines with GitHub Actions and Docker, taking deploys from weekly to 20 a day.',
        'Added OpenTelemetry tracing and Grafana dashboards, halving mean time to resolution of incidents.',
      ],
    },
    {
      title: 'Junior Developer',
      company: 'Pixel & Co.',
      location: 'Austin, TX',
      start: 'Jul 2016',
      end: 'May 2018',
      bullets: [
        'Maintained Express.js services and a React dashboard used by 40 internal analysts.',
        'Wrote integration tests that raised coverage from 35% to 80% and caught two data-loss bugs before release.',
      ],
    },
  ],
  skills: [
    { label: 'Languages', items: ['TypeScript', 'JavaScript', 'Go', 'SQL', 'Python'] },
    { label: 'Platforms', items: ['Node.js', 'Kubernetes', 'Docker', 'AWS', 'Terraform', 'Helm'] },
    { label: 'Data', items: ['PostgreSQL', 'Redis', 'Kafka', 'Elasticsearch'] },
    { label: 'Practices', items: ['CI/CD', 'Observability', 'Incident response', 'Code review'] },
  ],
  education: [{ degree: 'B.S.', field: 'Computer Science', institution: 'University of Texas at Austin', year: '2016' }],
  projects: [
    {
      name: 'pg-migrate-lite',
      description: 'Open-source zero-downtime migration runner for PostgreSQL, 1.4k GitHub stars.',
      link: 'https://github.com/jalvarez/pg-migrate-lite',
      bullets: ['Online index builds and batched backfills with automatic throttling.'],
    },
  ],
  certifications: ['AWS Certified Solutions Architect – Associate (2022)', 'Certified Kubernetes Application Developer (CKAD)'],
}

export const minimalResume: ResumeDocument = {
  contact: { name: 'Jordan Alvarez', email: null, phone: null, location: null, links: [] },
  headline: null,
  summary: null,
  experience: [],
  skills: [],
  education: [],
  projects: [],
  certifications: [],
}

export const fullCoverLetter: CoverLetterDocument = {
  sender: {
    name: 'Jordan Alvarez',
    email: 'jordan.alvarez@example.com',
    phone: '+1 (415) 555-0142',
    location: 'San Francisco, CA',
    links: ['linkedin.com/in/jordan-alvarez'],
  },
  date: 'March 3, 2025',
  recipient: { name: 'Priya Raman', company: 'Northwind Logistics' },
  subject: 'Application for Senior Backend Engineer',
  greeting: 'Dear Ms. Raman,',
  paragraphs: [
    'I am writing to apply for the Senior Backend Engineer position at Northwind Logistics. Your plan to rebuild shipment tracking as event-driven services on Kubernetes matches the work I have done for the last four years, and I would love to help you ship it.',
    'At Brightwave Payments I designed a settlement service in Node.js and TypeScript that now processes 2.3 million transactions a day at 99.98% availability. I led the move of fourteen services to Kubernetes with Helm and Terraform, which cut infrastructure cost by 28%, and I reduced p99 latency by 40% through caching and careful PostgreSQL tuning.',
    'Beyond the code, I care about how teams work. I mentored five engineers, introduced design reviews and set up a blameless incident process that the whole platform group adopted. I enjoy turning on-call pain into better tooling, dashboards and runbooks, and I write things down so that others can move fast.',
    'I would welcome the chance to discuss how my experience with distributed systems and PostgreSQL can help Northwind deliver reliable tracking to its customers. Thank you for your time and consideration.',
  ],
  sign_off: 'Sincerely,',
  signature: 'Jordan Alvarez',
}

export const minimalCoverLetter: CoverLetterDocument = {
  sender: { name: 'Jordan Alvarez', email: null, phone: null, location: null, links: [] },
  date: null,
  recipient: { name: null, company: null },
  subject: null,
  greeting: '',
  paragraphs: [],
  sign_off: '',
  signature: '',
}
