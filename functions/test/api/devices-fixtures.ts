/** A valid `POST /home/devices` body (a 3D printer of a lab): the device tests' common start. */
export const DEVICE_INPUT = {
  name: '3D printer',
  description: 'FDM, 250 mm build volume',
  place: { areaId: 'main-campus', buildingId: 'administration-building', room: '204' },
  usageNotes: 'Bring your own filament.',
  feePerHour: 600,
  rules: {
    minMinutes: 30,
    maxMinutes: 240,
    advanceDays: 30,
    bufferMinutes: 15,
    openFrom: 9 * 60,
    openUntil: 18 * 60,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    closures: [],
  },
  requiresApproval: true,
};
