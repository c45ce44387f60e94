// The About page's copy. The locations are not here: they come from the clubs table (features/network).
export const VALUES = [
  { title: 'Community', text: 'Clubs are meeting places. We build leagues, socials and mixers so nobody plays alone.' },
  { title: 'Excellence', text: 'Panoramic glass courts, pro-grade turf and lighting, maintained every single day.' },
  { title: 'Innovation', text: 'Booking that works courtside with a poor signal, live rankings and fair matchmaking.' },
] as const

export const FACILITIES = [
  { title: 'Indoor Courts', text: 'Climate-controlled halls for play in any season, with tournament-grade glass.' },
  { title: 'Clubhouse & Lounge', text: 'Changing rooms, a café and a lounge to watch the next match.' },
  { title: 'Training Academy', text: 'Coaching for every level, from first rally to competition.' },
] as const
