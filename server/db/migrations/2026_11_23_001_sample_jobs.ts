import type { Kysely } from 'kysely'

// Frozen: never edit a migration that has shipped; add a new file instead. The postings below are
// part of it: a change to them is a new migration too.

/** The spec's eight sample jobs (section 3, "Mock job"), seeded once as real postings to search. */
const SAMPLE_JOBS = [
  {
    id: 'sample-01',
    title: 'Senior Full Stack Engineer',
    company: 'Brightwave Labs',
    location: 'San Francisco, CA (Hybrid)',
    salary: '$150,000 - $185,000',
    type: 'Full-time',
    experience: '5+ years',
    body: `Brightwave Labs builds scheduling software used by 4,000 clinics. We are looking for a Senior Full Stack Engineer to own features from the database to the browser.

Responsibilities:
- Design, build and ship product features across our React front end and Node.js services
- Model data in PostgreSQL and keep our APIs fast and reliable
- Review code, mentor engineers and improve our CI/CD pipelines
- Work with product and design to turn clinic workflows into simple screens

Requirements:
- 5+ years of experience building web applications
- Strong TypeScript, JavaScript, React and Node.js
- PostgreSQL and REST API design
- Experience deploying to AWS with Docker
- Bachelor's degree in Computer Science or equivalent experience

Nice to have:
- GraphQL, Redis, Kubernetes
- Experience in healthcare software`,
  },
  {
    id: 'sample-02',
    title: 'Data Scientist',
    company: 'Meridian Health Analytics',
    location: 'Boston, MA',
    salary: '$125,000 - $150,000',
    type: 'Full-time',
    experience: '3+ years',
    body: `Meridian Health Analytics helps hospitals predict readmissions and staff shortages. Join our data science team to build the models behind those predictions.

Responsibilities:
- Build, validate and monitor machine learning models on clinical and operational data
- Write production-quality Python and SQL; work with data engineers on pipelines
- Explain results to clinical stakeholders with clear visualizations
- Design experiments and measure the impact of model changes

Requirements:
- 3+ years of experience in data science or applied statistics
- Python (pandas, NumPy, scikit-learn) and SQL
- Solid statistics: regression, hypothesis testing, experiment design
- Master's degree in Statistics, Computer Science or a related field

Nice to have:
- TensorFlow or PyTorch
- Spark and Airflow
- Tableau`,
  },
  {
    id: 'sample-03',
    title: 'DevOps Engineer',
    company: 'CloudHarbor',
    location: 'Remote (US)',
    salary: '$130,000 - $160,000',
    type: 'Full-time',
    experience: '4+ years',
    body: `CloudHarbor runs managed hosting for 900 online stores. We are hiring a DevOps Engineer to keep the platform fast, safe and boring. This is a fully remote position.

Responsibilities:
- Build and automate infrastructure as code with Terraform
- Run Kubernetes clusters on AWS; improve deployment pipelines
- Monitor production with Prometheus and Grafana and take part in the on-call rotation
- Harden systems and automate security patching

Requirements:
- 4+ years of experience in DevOps, SRE or systems engineering
- AWS, Docker, Kubernetes and Terraform
- CI/CD with Jenkins or GitHub Actions
- Linux administration; Python or Bash scripting

Nice to have:
- Ansible
- AWS certification`,
  },
  {
    id: 'sample-04',
    title: 'Junior Frontend Developer',
    company: 'Pixel & Pine Studio',
    location: 'Austin, TX',
    salary: '$68,000 - $82,000',
    type: 'Full-time',
    experience: 'Entry level (0-1 years)',
    body: `Pixel & Pine Studio designs websites and web apps for local businesses and non-profits. We are looking for a Junior Frontend Developer who loves clean, accessible interfaces.

Responsibilities:
- Turn designs into responsive pages with HTML, CSS and JavaScript
- Build components in React with guidance from senior developers
- Test pages across browsers and fix accessibility issues
- Take part in code reviews and client demos

Requirements:
- HTML, CSS and JavaScript
- Some experience with React from school, a bootcamp or personal projects
- Git
- A portfolio or GitHub profile we can look at

Nice to have:
- TypeScript
- Figma`,
  },
  {
    id: 'sample-05',
    title: 'Staff Accountant',
    company: 'Northgate Financial Group',
    location: 'Chicago, IL',
    salary: '$65,000 - $78,000',
    type: 'Full-time',
    experience: '2+ years',
    body: `Northgate Financial Group is seeking a Staff Accountant to join our corporate accounting team.

Responsibilities:
- Prepare journal entries and monthly account reconciliations
- Support the month-end and year-end close
- Maintain the general ledger and fixed asset schedules
- Help prepare financial statements and audit schedules

Requirements:
- 2+ years of accounting experience
- Knowledge of GAAP
- QuickBooks or another general ledger system
- Advanced Microsoft Excel (pivot tables, VLOOKUP)
- Bachelor's degree in Accounting or Finance

Nice to have:
- CPA or progress toward the CPA
- Experience with NetSuite`,
  },
  {
    id: 'sample-06',
    title: 'Product Designer',
    company: 'Lumen Mobility',
    location: 'New York, NY (Hybrid)',
    salary: '$110,000 - $135,000',
    type: 'Full-time',
    experience: '3+ years',
    body: `Lumen Mobility makes the app that 2 million riders use to plan trips across bus, train and bike share. We are looking for a Product Designer to shape how riders find their way.

Responsibilities:
- Lead design for rider-facing features, from research to polished UI
- Run user research and usability tests; turn findings into decisions
- Build prototypes in Figma and contribute to our design system
- Partner with engineers and product managers through delivery

Requirements:
- 3+ years of experience in product or UX/UI design
- A portfolio showing end-to-end product work
- Figma, prototyping and user research
- Understanding of accessibility guidelines

Nice to have:
- Experience with mobile apps
- HTML and CSS`,
  },
  {
    id: 'sample-07',
    title: 'Registered Nurse - Medical/Surgical',
    company: 'St. Clare Regional Hospital',
    location: 'Denver, CO',
    salary: '$38 - $52 per hour',
    type: 'Full-time',
    experience: '1+ years',
    body: `St. Clare Regional Hospital is hiring a Registered Nurse for our 32-bed medical/surgical unit. Three 12-hour shifts a week, with rotating weekends.

Responsibilities:
- Assess, plan and deliver patient care for adult medical and surgical patients
- Administer medications and treatments; document care in Epic
- Educate patients and families before discharge
- Work with physicians, therapists and case managers

Requirements:
- 1+ years of experience as a Registered Nurse in acute care
- Active Colorado RN license
- BLS and ACLS certification
- Associate degree in Nursing (BSN preferred)

Nice to have:
- Medical/surgical certification (CMSRN)`,
  },
  {
    id: 'sample-08',
    title: 'Marketing Manager',
    company: 'Evergreen Outdoor Co.',
    location: 'Remote',
    salary: '$95,000 - $115,000',
    type: 'Contract',
    experience: '5+ years',
    body: `Evergreen Outdoor Co. sells camping and hiking gear online. We are looking for a Marketing Manager for a 12-month contract to lead our growth marketing.

Responsibilities:
- Plan and run campaigns across email, paid search and social media
- Own SEO and content marketing for our online store and blog
- Report on campaign performance with Google Analytics
- Manage a freelance writer and a designer

Requirements:
- 5+ years of experience in digital marketing
- SEO, Google Ads and email marketing
- Google Analytics and marketing automation (HubSpot or similar)
- Excellent writing and communication skills
- Bachelor's degree in Marketing or a related field

Nice to have:
- Experience in e-commerce or outdoor retail`,
  },
] as const

/**
 * The posting as a recruiter would paste it: the labelled facts first, then the text. Search reads
 * sample and posted jobs the same way, and the generator gets the whole posting.
 */
function postingText(job: (typeof SAMPLE_JOBS)[number]): string {
  return [
    `Position: ${job.title}`,
    `Company: ${job.company}`,
    `Location: ${job.location}`,
    `Salary: ${job.salary}`,
    `Type: ${job.type}`,
    `Experience: ${job.experience}`,
    '',
    job.body,
  ].join('\n')
}

// Kysely<any>: a migration sees the database as it was then, not the app's current types.
export async function up(db: Kysely<any>): Promise<void> {
  // Postings that come from outside a recruiter's T10 account (the samples now, imports later).
  // They carry their facts as columns; recruiters' jobs get theirs from the description.
  await db.schema
    .createTable('job_listings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('location', 'text')
    .addColumn('salary', 'text')
    .addColumn('type', 'text')
    .addColumn('experience', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  const createdAt = '2026-11-23T00:00:00.000Z'
  await db
    .insertInto('job_listings')
    .values(
      SAMPLE_JOBS.map((job) => ({
        id: job.id,
        source: 'sample',
        title: job.title,
        company: job.company,
        location: job.location,
        salary: job.salary,
        type: job.type,
        experience: job.experience,
        description: postingText(job),
        created_at: createdAt,
      })),
    )
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_listings').ifExists().execute()
}
