import { createContext, useContext } from 'react'

// The same sections (teams, bracket, standings) sit under the page title on /tournaments and inside a
// tournament item on the staff pages; the context sets where their headings start, so the outline stays in order.
const HeadingDepth = createContext<2 | 3 | 4>(2)

export function HeadingDepthProvider({ depth, children }: { depth: 2 | 3 | 4; children: React.ReactNode }) {
  return <HeadingDepth.Provider value={depth}>{children}</HeadingDepth.Provider>
}

/** A section heading (`sub`: one level below the section's own). */
export function Heading({ sub = false, id, className, children }: { sub?: boolean; id?: string; className?: string; children: React.ReactNode }) {
  const depth = useContext(HeadingDepth) + (sub ? 1 : 0)
  const Tag = `h${depth}` as 'h2' | 'h3' | 'h4' | 'h5'
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  )
}
