import { clinicMarkShapeNames, deviceTypeNames } from '@/kernel/admin/text'
import { deviceTypes } from '@/kernel/attribution/device-type'
import { clinicMarkShapes } from '@/kernel/content/types'

/**
 * A select's options with the names the staff read, one for each stored value; a value without a
 * name stops the configuration from loading (so every test run), instead of showing as code.
 */
export function namedOptions(
  values: readonly string[],
  names: Record<string, { th: string; en: string }>,
) {
  return values.map((value) => {
    const label = names[value]
    if (!label)
      throw new Error(`The option "${value}" has no name for the admin (its feature's content).`)
    return { value, label: { ...label } }
  })
}

/** mobile, tablet, desktop: the visitor's device. */
export const deviceTypeOptions = namedOptions(deviceTypes, deviceTypeNames)
/** circle, rounded-square…: the shape of a clinic's mark in the "trusted by" row. */
export const clinicMarkShapeOptions = namedOptions(clinicMarkShapes, clinicMarkShapeNames)
