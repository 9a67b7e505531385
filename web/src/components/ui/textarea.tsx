import type { Ref, TextareaHTMLAttributes } from 'react'
import { cn } from '../../lib/cn.ts'
import { fieldClass } from './input.tsx'

export function Textarea({ className, ref, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const invalid = props['aria-invalid'] === true || props['aria-invalid'] === 'true'
  const minHeight = /(^|\s)min-h-/.test(className ?? '') ? null : 'min-h-28'
  return <textarea ref={ref} className={cn(fieldClass(invalid), minHeight, 'py-2 leading-relaxed', className)} {...props} />
}
