// A small hand-drawn line icon set (24×24, stroke = currentColor) so no icon package ships to the phone.
// Icons are decorative: the control that holds one carries the accessible name.
import type { SVGProps } from 'react'

type IconProps = SVGProps<SVGSVGElement> & { size?: number }

function make(paths: React.ReactNode) {
  return function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...rest}
      >
        {paths}
      </svg>
    )
  }
}

export const HomeIcon = make(<path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-5h4v5" />)
export const CalendarIcon = make(
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
)
export const ChartIcon = make(<path d="M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3" />)
export const MedalIcon = make(
  <>
    <circle cx="12" cy="15" r="5" />
    <path d="m8.5 11-3-7h4l2.5 5M15.5 11l3-7h-4l-1.5 3.5" />
  </>,
)
export const TrophyIcon = make(
  <path d="M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4" />,
)
export const WalletIcon = make(
  <>
    <path d="M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3" />
    <rect x="4" y="8" width="16" height="11" rx="2" />
    <path d="M16 13.5h1.5" />
  </>,
)
export const SettingsIcon = make(
  <>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2.8v2.4M12 18.8v2.4M4.2 7.5l2.1 1.2M17.7 15.3l2.1 1.2M4.2 16.5l2.1-1.2M17.7 8.7l2.1-1.2" />
    <circle cx="12" cy="12" r="7" />
  </>,
)
export const LogoutIcon = make(<path d="M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4M10 16l-4-4 4-4M6 12h10" />)
export const BellIcon = make(<path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0" />)
export const SearchIcon = make(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4.5 4.5" />
  </>,
)
export const MenuIcon = make(<path d="M4 6.5h16M4 12h16M4 17.5h16" />)
export const CloseIcon = make(<path d="M6 6l12 12M18 6 6 18" />)
export const ChevronLeftIcon = make(<path d="m14.5 6-6 6 6 6" />)
export const ChevronRightIcon = make(<path d="m9.5 6 6 6-6 6" />)
export const ChevronDownIcon = make(<path d="m6 9.5 6 6 6-6" />)
export const UsersIcon = make(
  <>
    <circle cx="9" cy="8.5" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 5.2a3.5 3.5 0 0 1 0 6.6M18 14.5a6.5 6.5 0 0 1 3.5 5.5" />
  </>,
)
export const BuildingIcon = make(<path d="M4 20V6l8-3v17M12 9h8v11M4 20h17M7.5 8.5h1M7.5 12h1M7.5 15.5h1M15.5 12.5h1M15.5 16h1" />)
export const ReportIcon = make(
  <>
    <path d="M6 3h9l4 4v14H6z" />
    <path d="M14 3v5h5M9.5 17v-3M12.5 17v-5M15.5 17v-2" />
  </>,
)
export const CoinsIcon = make(
  <>
    <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
    <path d="M3.5 7v5c0 1.4 2.5 2.5 5.5 2.5M3.5 12v5c0 1.4 2.5 2.5 5.5 2.5" />
    <ellipse cx="15.5" cy="13.5" rx="5" ry="2.3" />
    <path d="M10.5 13.5v4.2c0 1.3 2.2 2.3 5 2.3s5-1 5-2.3v-4.2" />
  </>,
)
export const UserIcon = make(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20.5a7.5 7.5 0 0 1 15 0" />
  </>,
)
export const PinIcon = make(
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
)
export const MailIcon = make(
  <>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6.5L20.5 7" />
  </>,
)
export const PhoneIcon = make(
  <path d="M5 4h3.5l1.5 4.5-2.2 1.4a12 12 0 0 0 6.3 6.3l1.4-2.2L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />,
)
export const BallIcon = make(
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M5.2 6.8a9 9 0 0 1 0 10.4M18.8 6.8a9 9 0 0 0 0 10.4" />
  </>,
)
