/**
 * A court's name as the reader says it. A court nobody named keeps the default the database gives it, "Court 3"; that
 * one is said in the reader's language ("Pista 3", "Platz 3"). A name a club chose ("Centre", "Pista Central") is
 * the club's own and shown as it is.
 */
export function courtName(court: { name: string; number: number }, numbered: (args: { number: number }) => string): string {
  return court.name === `Court ${court.number}` ? numbered({ number: court.number }) : court.name
}
