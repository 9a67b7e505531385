import type { ParsedResume } from '../../../../shared/schemas/resume.ts'

/**
 * A store manager of twelve years whose resume, tailored in full, runs a little past one page:
 * strong bullets (the posting's asks, numbers) and weak ones (duties it does not ask for) in every role.
 */
export const STORE_MANAGER: ParsedResume = {
  contact: { name: 'Morgan Ellis', email: 'morgan.ellis@example.com', phone: '(503) 555-0110', location: 'Portland, OR', links: [] },
  summary: null,
  experience: [
    {
      title: 'Store Manager',
      company: 'Northfield Outdoor Supply',
      location: 'Portland, OR',
      start: 'Apr 2020',
      end: 'Present',
      bullets: [
        'Lead a $9M store with 3 assistant managers and 40 associates, beating the sales plan in 15 of 19 quarters',
        'Cut shrink from 2.1% to 1.2% of sales with weekly loss prevention audits and camera coverage of the stockroom',
        'Build weekly schedules in UKG Dimensions that held payroll to 11% of sales through two holiday seasons',
        'Run inventory management for 12,000 SKUs, with cycle counts that keep on-hand accuracy above 98%',
        'Set visual merchandising for 4 seasonal floor sets a year from corporate planograms',
        'Hired and trained 35 seasonal associates each fall for the holiday rush',
        'Keep the break room tidy and the staff bulletin board current',
        'Order office supplies and coffee for the back office',
        'Answer the store phone when the front desk is busy',
        'Attend the monthly district meeting in Salem',
        'Partner with the district manager on the annual operating budget, reviewing labor, freight and supply lines with the finance team every quarter',
        'Coordinate with the regional visual team on store resets, new fixture installs and the spring remodel of the camping department',
        'Represent the store at community events, school fundraisers and the downtown business association meetings',
      ],
    },
    {
      title: 'Assistant Store Manager',
      company: 'Northfield Outdoor Supply',
      location: 'Eugene, OR',
      start: 'Jun 2018',
      end: 'Mar 2020',
      bullets: [
        'Ran the sales floor for a $6M store on evenings and weekends with 20 associates',
        'Led the loss prevention program, cutting shrink by 0.6 points in one year',
        'Trained 12 new key holders on opening and closing procedures',
        'Planned staff schedules and covered call-outs across three departments',
        'Kept the stockroom organised and the receiving area clear',
        'Wrote the weekly newsletter for the store team',
        'Watered the plants at the entrance each morning',
        'Coached department leads on customer service standards, product knowledge and the store’s service checklist for every shift',
        'Worked with vendors on product demos, in-store clinics and the yearly tent sale that drew shoppers from across the valley',
      ],
    },
    {
      title: 'Assistant Store Manager',
      company: 'Pacific Home Goods',
      location: 'Salem, OR',
      start: 'Jan 2017',
      end: 'May 2018',
      bullets: [
        'Managed inventory management for a $5M store, with quarterly counts within 0.5% of the book value',
        'Scheduled 25 associates across two shifts within the weekly payroll budget',
        'Trained 9 key holders on opening and closing procedures and cash handling',
        'Ran loss prevention walks every shift and cut damaged-goods write-offs by 30%',
        'Arranged the seasonal aisle and the front-of-store promotional tables',
        'Answered customer emails about orders and deliveries',
      ],
    },
    {
      title: 'Department Supervisor',
      company: 'Trailhead Apparel',
      location: 'Eugene, OR',
      start: 'May 2015',
      end: 'Dec 2016',
      bullets: [
        'Supervised 8 associates in footwear and raised department sales 14% year over year',
        'Set visual merchandising for the footwear wall each season',
        'Handled customer returns and exchanges at the department register',
        'Folded and sorted apparel on the sales floor',
        'Restocked fitting rooms during peak hours',
        'Built the department’s weekly task list, balancing replenishment, markdowns and fitting-room coverage across day and evening shifts',
      ],
    },
    {
      title: 'Sales Associate',
      company: 'Trailhead Apparel',
      location: 'Eugene, OR',
      start: 'Jun 2013',
      end: 'Apr 2015',
      bullets: [
        'Helped customers choose footwear and outerwear, and opened 120 store credit accounts in one year',
        'Processed shipments, tagged merchandise and kept the stockroom in order',
        'Worked the register and the customer service desk on weekends',
      ],
    },
  ],
  education: [{ degree: 'Bachelor of Arts', field: 'Business Administration', institution: 'University of Oregon', year: '2016' }],
  skills: [
    'Inventory management',
    'Loss prevention',
    'Visual merchandising',
    'Scheduling',
    'UKG Dimensions',
    'Sales strategy',
    'Customer service',
    'Microsoft Excel',
    'Employee coaching',
    'Planograms',
  ],
  projects: [],
  certifications: [
    'Certified Retail Management Professional, National Retail Federation, 2021',
    'First Aid and CPR/AED, American Red Cross, 2024',
    'Forklift Operator Certification, 2019',
  ],
  sections: [],
}

export const STORE_MANAGER_JD = `Store Manager
Company: Cascade Outdoor Outfitters

Responsibilities:
- Lead the store team to meet the sales plan
- Own inventory management, loss prevention and shrink results
- Build staff schedules within the payroll budget
- Set visual merchandising standards
- Hire and train associates and key holders

Requirements:
- 5+ years of retail management experience
- Inventory management and loss prevention
- Scheduling software such as UKG Dimensions
- Microsoft Excel
`
