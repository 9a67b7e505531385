import * as TabsPrimitive from '@radix-ui/react-tabs'
import { createContext, useContext, type ReactNode } from 'react'
import { cn } from '@/lib/cn.ts'

// Radix gives the WAI-ARIA tabs pattern: roles and ids tied together, arrow keys, Home and End
// (selecting as they move), and only the selected tab in the tab order.

const SelectedTab = createContext<string | null>(null)

interface TabsProps {
  value: string
  onValueChange: (value: string) => void
  children: ReactNode
  className?: string
}

export function Tabs({ value, onValueChange, children, className }: TabsProps) {
  return (
    <SelectedTab.Provider value={value}>
      <TabsPrimitive.Root value={value} onValueChange={onValueChange} className={className}>
        {children}
      </TabsPrimitive.Root>
    </SelectedTab.Provider>
  )
}

export function TabList({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <TabsPrimitive.List aria-label={label} className={cn('inline-flex w-full rounded-xl bg-muted p-1 sm:w-auto', className)}>
      {children}
    </TabsPrimitive.List>
  )
}

export function Tab({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  return (
    <TabsPrimitive.Trigger
      value={value}
      className={cn(
        'inline-flex h-9 min-w-0 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none sm:px-4',
        'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        // Not the muted grey: on the list's muted background it is below 4.5:1 (axe, color-contrast).
        'text-foreground/75 hover:text-foreground data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
    >
      {children}
    </TabsPrimitive.Trigger>
  )
}

/**
 * Every panel stays mounted, hidden when not selected, so what was typed or chosen in one survives
 * a switch (Radix would unmount it; forceMount keeps it and `hidden` takes it out of view and of
 * the accessibility tree).
 */
export function TabPanel({ value, children, className }: { value: string; children: ReactNode; className?: string }) {
  const selected = useContext(SelectedTab) === value
  return (
    <TabsPrimitive.Content value={value} forceMount asChild>
      <div hidden={!selected} className={cn('focus-visible:outline-none', className)}>
        {children}
      </div>
    </TabsPrimitive.Content>
  )
}
