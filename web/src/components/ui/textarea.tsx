import type { Ref, TextareaHTMLAttributes } from 'react'
import { cn } from '@/lib/cn.ts'
import { fieldVariants, isInvalid } from './input.tsx'

export function Textarea({ className, ref, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={ref}
      className={cn(fieldVariants({ invalid: isInvalid(props['aria-invalid']) }), 'min-h-28 py-2 leading-relaxed', className)}
      {...props}
    />
  )
}
