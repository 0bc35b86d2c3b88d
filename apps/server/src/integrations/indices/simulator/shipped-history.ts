import type { IndexKey } from '@enlaza/shared/indices';

/**
 * The history the offline simulator ships (issue 33), one value a line: 'YYYY-MM-DD value'. Each
 * series names where its figures come from; `sample: true` marks values that are NOT official
 * figures (labelled so wherever they are shown to operators). After the last line the simulator
 * continues each series with a deterministic rule (simulator-continuation.ts), also sample values.
 */
export interface ShippedSeries {
  source: string;
  /** true: illustrative values, not the published figures. */
  sample: boolean;
  /** Decimals the series is published with (the continuation rounds to them). */
  places: number;
  lines: string;
}

export const SHIPPED_HISTORY: Record<IndexKey, ShippedSeries> = {
  ipc: {
    source:
      'INDEC, Índice de precios al consumidor, total nacional, variación mensual en % (informes técnicos ' +
      'mensuales, enero 2023 a septiembre 2025), as published and recalled offline: to be checked against ' +
      'INDEC before being relied on. Dated the first day of the month the change belongs to.',
    sample: false,
    places: 1,
    lines: `
2023-01-01 6.0
2023-02-01 6.6
2023-03-01 7.7
2023-04-01 8.4
2023-05-01 7.8
2023-06-01 6.0
2023-07-01 6.3
2023-08-01 12.4
2023-09-01 12.7
2023-10-01 8.3
2023-11-01 12.8
2023-12-01 25.5
2024-01-01 20.6
2024-02-01 13.2
2024-03-01 11.0
2024-04-01 8.8
2024-05-01 4.2
2024-06-01 4.6
2024-07-01 4.0
2024-08-01 4.2
2024-09-01 3.5
2024-10-01 2.7
2024-11-01 2.4
2024-12-01 2.7
2025-01-01 2.2
2025-02-01 2.4
2025-03-01 3.7
2025-04-01 2.8
2025-05-01 1.5
2025-06-01 1.6
2025-07-01 1.9
2025-08-01 1.9
2025-09-01 2.1`,
  },
  uva: {
    source:
      'SAMPLE VALUES, not the BCRA figures: the value on the 1st of each month, computed from a sample ' +
      'start (195.00 on 2023-01-01) and the INDEC monthly CPI above with the simulator rule ' +
      '(value × (1 + CPI of two months before), 2 decimals), which approximates the BCRA method.',
    sample: true,
    places: 2,
    lines: `
2023-01-01 195.00
2023-02-01 204.56
2023-03-01 214.99
2023-04-01 227.89
2023-05-01 242.93
2023-06-01 261.64
2023-07-01 283.62
2023-08-01 305.74
2023-09-01 324.08
2023-10-01 344.50
2023-11-01 387.22
2023-12-01 436.40
2024-01-01 472.62
2024-02-01 533.12
2024-03-01 669.07
2024-04-01 806.90
2024-05-01 913.41
2024-06-01 1013.89
2024-07-01 1103.11
2024-08-01 1149.44
2024-09-01 1202.31
2024-10-01 1250.40
2024-11-01 1302.92
2024-12-01 1348.52
2025-01-01 1384.93
2025-02-01 1418.17
2025-03-01 1456.46
2025-04-01 1488.50
2025-05-01 1524.22
2025-06-01 1580.62
2025-07-01 1624.88
2025-08-01 1649.25
2025-09-01 1675.64`,
  },
  cer: {
    source:
      'SAMPLE VALUES, not the BCRA figures: same rule as the UVA sample (4 decimals) from a sample start ' +
      '(70.1520 on 2023-01-01).',
    sample: true,
    places: 4,
    lines: `
2023-01-01 70.1520
2023-02-01 73.5894
2023-03-01 77.3425
2023-04-01 81.9831
2023-05-01 87.3940
2023-06-01 94.1233
2023-07-01 102.0297
2023-08-01 109.9880
2023-09-01 116.5873
2023-10-01 123.9323
2023-11-01 139.2999
2023-12-01 156.9910
2024-01-01 170.0213
2024-02-01 191.7840
2024-03-01 240.6889
2024-04-01 290.2708
2024-05-01 328.5865
2024-06-01 364.7310
2024-07-01 396.8273
2024-08-01 413.4940
2024-09-01 432.5147
2024-10-01 449.8153
2024-11-01 468.7075
2024-12-01 485.1123
2025-01-01 498.2103
2025-02-01 510.1673
2025-03-01 523.9418
2025-04-01 535.4685
2025-05-01 548.3197
2025-06-01 568.6075
2025-07-01 584.5285
2025-08-01 593.2964
2025-09-01 602.7891`,
  },
  usd_oficial: {
    source:
      'SAMPLE VALUES, approximations of the Banco Nación retail selling rate (Comunicación B 9791) on ' +
      'the 1st of each month, rounded by hand: not the published figures.',
    sample: true,
    places: 2,
    lines: `
2023-01-01 186.50
2023-02-01 197.00
2023-03-01 208.00
2023-04-01 222.00
2023-05-01 233.00
2023-06-01 256.00
2023-07-01 272.00
2023-08-01 298.00
2023-09-01 365.00
2023-10-01 367.00
2023-11-01 367.50
2023-12-01 380.00
2024-01-01 850.00
2024-02-01 867.00
2024-03-01 884.00
2024-04-01 898.00
2024-05-01 915.00
2024-06-01 930.00
2024-07-01 948.00
2024-08-01 967.00
2024-09-01 985.00
2024-10-01 1005.00
2024-11-01 1022.00
2024-12-01 1040.00
2025-01-01 1052.00
2025-02-01 1066.00
2025-03-01 1082.00
2025-04-01 1094.00
2025-05-01 1195.00
2025-06-01 1205.00
2025-07-01 1240.00
2025-08-01 1380.00
2025-09-01 1375.00`,
  },
};
