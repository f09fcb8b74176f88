import { clinicMarkShapeNames, consentCategoryNames, deviceTypeNames } from '@/content/admin'
import { clinicMarkShapes } from '@/content/types'
import { consentCategories } from '@/lib/consent/policy'
import { deviceTypes } from '@/lib/validation/lead'

/**
 * A select's options with the names the staff read, one for each stored value; a value without a
 * name stops the configuration from loading (so every test run), instead of showing as code.
 */
function named(values: readonly string[], names: Record<string, { th: string; en: string }>) {
  return values.map((value) => {
    const label = names[value]
    if (!label)
      throw new Error(`The option "${value}" has no name for the admin (content/admin.ts).`)
    return { value, label: { ...label } }
  })
}

/** mobile, tablet, desktop: the visitor's device. */
export const deviceTypeOptions = named(deviceTypes, deviceTypeNames)
/** necessary, analytics, advertising: the cookie categories. */
export const consentCategoryOptions = named(consentCategories, consentCategoryNames)
/** circle, rounded-square…: the shape of a clinic's mark in the "trusted by" row. */
export const clinicMarkShapeOptions = named(clinicMarkShapes, clinicMarkShapeNames)
