import { Star, X } from 'lucide-react'
import { useId } from 'react'
import { ratingLabel } from '@/features/recruiting/utils/shortlist.ts'
import { cn } from '@/lib/cn.ts'

const RATINGS = [1, 2, 3, 4, 5] as const

interface RatingInputProps {
  value: number | null
  /** null clears the rating. */
  onChange: (rating: number | null) => void
  /** The group's name, e.g. "Rating of Ada Lovelace". */
  label: string
  className?: string
}

/**
 * 1 to 5 stars: a radio group (arrow keys move between stars, as in any radio group), and a
 * Clear button once rated; a click on the chosen star clears it too.
 */
export function RatingInput({ value, onChange, label, className }: RatingInputProps) {
  const name = useId()
  return (
    <div role="radiogroup" aria-label={label} className={cn('flex items-center gap-0.5', className)}>
      {RATINGS.map((rating) => {
        const lit = value !== null && rating <= value
        return (
          <label
            key={rating}
            title={ratingLabel(rating)}
            className="relative flex h-8 w-7 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            // A click on the chosen star clears the rating (a radio would stay as it is).
            onClick={(event) => {
              if (rating === value) {
                event.preventDefault()
                onChange(null)
              }
            }}
          >
            <input
              type="radio"
              name={name}
              value={rating}
              checked={rating === value}
              onChange={() => onChange(rating)}
              aria-label={ratingLabel(rating)}
              // Over the whole star, unseen: the click lands on the radio itself, as a pointer's would.
              className="absolute inset-0 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            <Star
              aria-hidden="true"
              className={cn('pointer-events-none h-5 w-5', lit ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/60')}
            />
          </label>
        )
      })}
      {value !== null && (
        <button
          type="button"
          onClick={() => onChange(null)}
          aria-label={`Clear ${label.charAt(0).toLowerCase()}${label.slice(1)}`}
          title="Clear rating"
          className="ml-0.5 flex h-8 w-7 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </button>
      )}
    </div>
  )
}
