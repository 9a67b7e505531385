import type { VariantProps } from 'class-variance-authority'
import { Link, type LinkProps } from 'react-router'
import { buttonVariants } from '@/components/ui/button.tsx'
import { cn } from '@/lib/cn.ts'

/** A link that looks like a button: navigation, so it stays an <a> for the browser and screen readers. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: LinkProps & Pick<VariantProps<typeof buttonVariants>, 'variant' | 'size'>) {
  return <Link className={cn(buttonVariants({ variant, size }), 'font-semibold', className)} {...props} />
}
