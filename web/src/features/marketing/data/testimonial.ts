export interface Testimonial {
  quote: string
  name: string
  role: string
}
