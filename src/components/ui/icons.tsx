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

import { cn } from '@/components/ui/cn'

type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'>
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

export const Activity = /*#__PURE__*/ outlineIcon(activity)
export const ArrowLeft = /*#__PURE__*/ outlineIcon(arrowLeft)
export const ArrowRight = /*#__PURE__*/ outlineIcon(arrowRight)
export const BarChart3 = /*#__PURE__*/ outlineIcon(barChart3)
export const Bell = /*#__PURE__*/ outlineIcon(bell)
export const Building2 = /*#__PURE__*/ outlineIcon(building2)
export const Calendar = /*#__PURE__*/ outlineIcon(calendar)
export const Camera = /*#__PURE__*/ outlineIcon(camera)
export const Check = /*#__PURE__*/ outlineIcon(check)
export const CheckCircle2 = /*#__PURE__*/ outlineIcon(checkCircle2)
export const ChevronDown = /*#__PURE__*/ outlineIcon(chevronDown)
export const CircleAlert = /*#__PURE__*/ outlineIcon(circleAlert)
export const CircleCheck = /*#__PURE__*/ outlineIcon(circleCheck)
export const CircleX = /*#__PURE__*/ outlineIcon(circleX)
export const ClipboardList = /*#__PURE__*/ outlineIcon(clipboardList)
export const Clock = /*#__PURE__*/ outlineIcon(clock)
export const CreditCard = /*#__PURE__*/ outlineIcon(creditCard)
export const Database = /*#__PURE__*/ outlineIcon(database)
export const FileText = /*#__PURE__*/ outlineIcon(fileText)
export const Globe = /*#__PURE__*/ outlineIcon(globe)
export const HeartPulse = /*#__PURE__*/ outlineIcon(heartPulse)
export const IdCard = /*#__PURE__*/ outlineIcon(idCard)
export const Layers = /*#__PURE__*/ outlineIcon(layers)
export const Loader2 = /*#__PURE__*/ outlineIcon(loader2)
export const Lock = /*#__PURE__*/ outlineIcon(lock)
export const MapPin = /*#__PURE__*/ outlineIcon(mapPin)
export const Megaphone = /*#__PURE__*/ outlineIcon(megaphone)
export const Menu = /*#__PURE__*/ outlineIcon(menu)
export const MessageCircle = /*#__PURE__*/ outlineIcon(messageCircle)
export const Microscope = /*#__PURE__*/ outlineIcon(microscope)
export const Package = /*#__PURE__*/ outlineIcon(packageIcon)
export const PenTool = /*#__PURE__*/ outlineIcon(penTool)
export const Phone = /*#__PURE__*/ outlineIcon(phone)
export const PhoneCall = /*#__PURE__*/ outlineIcon(phoneCall)
export const Pill = /*#__PURE__*/ outlineIcon(pill)
export const Quote = /*#__PURE__*/ outlineIcon(quote)
export const Receipt = /*#__PURE__*/ outlineIcon(receipt)
export const Send = /*#__PURE__*/ outlineIcon(send)
export const ShieldCheck = /*#__PURE__*/ outlineIcon(shieldCheck)
export const Smartphone = /*#__PURE__*/ outlineIcon(smartphone)
export const Star = /*#__PURE__*/ outlineIcon(star)
export const Stethoscope = /*#__PURE__*/ outlineIcon(stethoscope)
export const TrendingUp = /*#__PURE__*/ outlineIcon(trendingUp)
export const UserCheck = /*#__PURE__*/ outlineIcon(userCheck)
export const UserCog = /*#__PURE__*/ outlineIcon(userCog)
export const Users = /*#__PURE__*/ outlineIcon(users)
export const Wallet = /*#__PURE__*/ outlineIcon(wallet)
export const X = /*#__PURE__*/ outlineIcon(x)
export const Zap = /*#__PURE__*/ outlineIcon(zap)
