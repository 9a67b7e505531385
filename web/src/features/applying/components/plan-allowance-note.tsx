import { Gauge } from 'lucide-react'
import { Link } from 'react-router'
import { planAllowance } from '@/features/applying/utils/plan-allowance.ts'
import { cn } from '@/lib/cn.ts'
import { useUsage } from '@/lib/get-usage.ts'

/** What the signed-in account's plan has left, shown before generating. */
export function PlanAllowanceNote() {
  const usage = useUsage()
  if (!usage.data) return null
  const { text, next } = planAllowance(usage.data)
  return (
    <p
      data-testid="plan-allowance"
      className={cn('flex items-start gap-2 text-sm', next === 'both' ? 'text-muted-foreground' : 'font-medium text-warning')}
    >
      <Gauge className="mt-0.5 h-4 w-4 shrink-0 text-primary" aria-hidden="true" />
      <span>
        {text}{' '}
        {next !== 'both' && (
          <Link to="/pricing" className="text-primary underline underline-offset-4">
            Compare plans
          </Link>
        )}
      </span>
    </p>
  )
}
