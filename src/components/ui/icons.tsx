import {
  Activity as activity,
  ArrowLeft as arrowLeft,
  ArrowRight as arrowRight,
  BarChart3 as barChart3,
  Bell as bell,
  Building2 as building2,
  Calendar as calendar,
  Camera as camera,
  Check as check,
  CheckCircle2 as checkCircle2,
  ChevronDown as chevronDown,
  CircleAlert as circleAlert,
  CircleCheck as circleCheck,
  CircleX as circleX,
  ClipboardList as clipboardList,
  Clock as clock,
  CreditCard as creditCard,
  Database as database,
  FileText as fileText,
  Globe as globe,
  HeartPulse as heartPulse,
  IdCard as idCard,
  Layers as layers,
  Loader2 as loader2,
  Lock as lock,
  MapPin as mapPin,
  Megaphone as megaphone,
  Menu as menu,
  MessageCircle as messageCircle,
  Microscope as microscope,
  Package as packageIcon,
  PenTool as penTool,
  Phone as phone,
  PhoneCall as phoneCall,
  Pill as pill,
  Quote as quote,
  Receipt as receipt,
  Send as send,
  ShieldCheck as shieldCheck,
  Smartphone as smartphone,
  Star as star,
  Stethoscope as stethoscope,
  TrendingUp as trendingUp,
  UserCheck as userCheck,
  UserCog as userCog,
  Users as users,
  Wallet as wallet,
  X as x,
  Zap as zap,
  type IconNode,
} from 'lucide'
import { createElement, type SVGProps } from 'react'

import { cn } from '@/lib/cn'

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>
export type IconComponent = (props: IconProps) => React.JSX.Element

/**
 * Lucide's outline icons as plain SVG elements. lucide-react's icons are client components (they
 * read a React context), so each one used on a server-rendered page was a client reference the
 * browser had to load and render while hydrating: 199 of them on the home page. These are drawn
 * on the server like any other markup, their stroke styles coming from the `outline-icon` class
 * (globals.css) rather than repeated attributes. Decorative unless given an accessible name.
 */
function outlineIcon(node: IconNode): IconComponent {
  function OutlineIcon({ className, ...props }: IconProps) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden={named ? undefined : true}
        className={cn('outline-icon', className)}
        {...props}
      >
        {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    )
  }
  return OutlineIcon
}

export const Activity = outlineIcon(activity)
export const ArrowLeft = outlineIcon(arrowLeft)
export const ArrowRight = outlineIcon(arrowRight)
export const BarChart3 = outlineIcon(barChart3)
export const Bell = outlineIcon(bell)
export const Building2 = outlineIcon(building2)
export const Calendar = outlineIcon(calendar)
export const Camera = outlineIcon(camera)
export const Check = outlineIcon(check)
export const CheckCircle2 = outlineIcon(checkCircle2)
export const ChevronDown = outlineIcon(chevronDown)
export const CircleAlert = outlineIcon(circleAlert)
export const CircleCheck = outlineIcon(circleCheck)
export const CircleX = outlineIcon(circleX)
export const ClipboardList = outlineIcon(clipboardList)
export const Clock = outlineIcon(clock)
export const CreditCard = outlineIcon(creditCard)
export const Database = outlineIcon(database)
export const FileText = outlineIcon(fileText)
export const Globe = outlineIcon(globe)
export const HeartPulse = outlineIcon(heartPulse)
export const IdCard = outlineIcon(idCard)
export const Layers = outlineIcon(layers)
export const Loader2 = outlineIcon(loader2)
export const Lock = outlineIcon(lock)
export const MapPin = outlineIcon(mapPin)
export const Megaphone = outlineIcon(megaphone)
export const Menu = outlineIcon(menu)
export const MessageCircle = outlineIcon(messageCircle)
export const Microscope = outlineIcon(microscope)
export const Package = outlineIcon(packageIcon)
export const PenTool = outlineIcon(penTool)
export const Phone = outlineIcon(phone)
export const PhoneCall = outlineIcon(phoneCall)
export const Pill = outlineIcon(pill)
export const Quote = outlineIcon(quote)
export const Receipt = outlineIcon(receipt)
export const Send = outlineIcon(send)
export const ShieldCheck = outlineIcon(shieldCheck)
export const Smartphone = outlineIcon(smartphone)
export const Star = outlineIcon(star)
export const Stethoscope = outlineIcon(stethoscope)
export const TrendingUp = outlineIcon(trendingUp)
export const UserCheck = outlineIcon(userCheck)
export const UserCog = outlineIcon(userCog)
export const Users = outlineIcon(users)
export const Wallet = outlineIcon(wallet)
export const X = outlineIcon(x)
export const Zap = outlineIcon(zap)
