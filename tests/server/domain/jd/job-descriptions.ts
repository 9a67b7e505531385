/**
 * Realistic job descriptions, written for these tests in the shapes postings take: labelled
 * fields, markdown headings, prose with "we are looking for", inline "Nice to have:" lines.
 */

export const SOFTWARE_JD = `Position: Senior Backend Engineer (Remote)
Company: Northwind Logistics
Hiring Manager: Priya Raman

About Northwind Logistics
Northwind Logistics moves freight for 4,000 retailers across North America. Our platform team builds the services that track every shipment in real time.

## What you'll do
- Design, build and operate event-driven services in TypeScript and Node.js
- Own our PostgreSQL schemas and query performance
- Deploy and run services on Kubernetes with Terraform-managed infrastructure
- Improve observability with tracing, metrics and dashboards for our shipment services
- Mentor engineers and lead design reviews

## Requirements
- 5+ years of professional software engineering experience
- Strong TypeScript and Node.js skills
- Experience designing REST APIs and event-driven services
- Production experience with PostgreSQL and Kubernetes
- CI/CD pipelines (GitHub Actions or similar)
- Bachelor's degree in Computer Science or related field, or equivalent experience

## Nice to have
- Kafka or another message broker
- GraphQL
- Experience with Go is a plus

## Benefits
- Competitive salary, equity and a 401(k) match
- Remote-first team; we use Slack and Zoom every day

Northwind Logistics is an equal opportunity employer.`

export const ACCOUNTING_JD = `Senior Accountant
BrightPath Health is hiring a Senior Accountant to join our corporate finance team in Denver, CO.

Responsibilities
• Prepare monthly, quarterly and annual financial statements in accordance with GAAP
• Perform account reconciliations and review journal entries for the general ledger
• Lead the month-end close and coordinate with auditors during the annual audit
• Analyze variances against budget and present findings to the Controller
• Maintain fixed asset schedules and accruals

Qualifications
• Bachelor's degree in Accounting or Finance required; Master's preferred
• 3-5 years of accounting experience, public accounting a plus
• Advanced Microsoft Excel skills (pivot tables, VLOOKUP)
• Experience with SAP or Oracle
• Strong knowledge of GAAP and account reconciliation

Preferred
• CPA license
• Experience with QuickBooks
• Healthcare industry experience

Please send your resume to Maria Lopez, Accounting Manager.`

export const NURSING_JD = `Job Title: Registered Nurse - Medical/Surgical Unit
St. Mary's Regional Hospital

St. Mary's Regional Hospital is seeking a compassionate Registered Nurse for our 32-bed medical/surgical unit. Full-time, 12-hour shifts.

Key Responsibilities:
- Provide direct patient care to adult medical and surgical patients
- Administer medications and monitor patient response
- Document assessments and care plans in the electronic health record (Epic)
- Educate patients and families on discharge plans
- Collaborate with physicians and the interdisciplinary care team

Requirements:
- Current RN license in the state of Ohio
- BLS and ACLS certification
- Associate degree in Nursing (ADN) required; BSN preferred
- At least two years of acute care nursing experience
- Experience with Epic EHR

Bonus:
- Critical care experience
- Bilingual (English/Spanish)

Contact: Karen Whitfield (kwhitfield@stmarys.example.org)`

export const TEACHER_JD = `Role: High School Mathematics Teacher
Lincoln Unified School District

Join Lincoln Unified School District and help our students build strong math foundations.

What you'll do
Plan and deliver engaging lesson plans in Algebra I, Geometry and Algebra II.
Use differentiated instruction to support students at every level.
Apply classroom management strategies that keep students focused.
Assess student progress and use data to adjust instruction.
Communicate regularly with parents and participate in IEP meetings.

What you bring
Bachelor's degree in Mathematics or Mathematics Education.
Valid state teaching license in secondary mathematics.
Minimum of 2 years of classroom teaching experience; student teaching counts toward this.
Familiarity with Google Classroom and Microsoft Office.
Experience level: Mid-level

Pluses
Experience teaching AP Calculus
Experience with Desmos or Canvas LMS

Lincoln Unified School District is an equal opportunity employer.`

export const SALES_JD = `We are looking for a motivated Account Executive to grow our mid-market customer base.

About Cloudnest
Cloudnest makes scheduling software for clinics and salons. We are a team of 120 people and we are growing fast.

In this role you will:
* Own the full sales cycle from prospecting to closing
* Run discovery calls and product demos for new prospects
* Manage your pipeline and forecast accurately in Salesforce
* Negotiate contracts and hand customers off to account management
* Consistently meet or exceed quarterly quota

You have:
* 2+ years of B2B sales experience, ideally selling SaaS
* A track record of meeting quota
* Excellent communication and negotiation skills
* Experience with Salesforce and HubSpot
* Cold calling and prospecting experience

Nice to have: experience with LinkedIn Sales Navigator, Gong

Compensation: $70,000 base + commission
Cloudnest is an equal opportunity employer.`

/** A posting with no labels, no headings and no role noun: the fallbacks. */
export const BARE_JD = `Come help us make great coffee every morning. Early shifts, friendly people, free drinks.`
