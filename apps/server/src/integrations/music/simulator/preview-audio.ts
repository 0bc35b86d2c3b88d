import { createHash } from 'node:crypto';

const SAMPLE_RATE = 8000;
const SECONDS = 4;
/** A pentatonic scale around A4, so every generated tune sounds like a tune. */
const NOTES = [440, 493.88, 554.37, 659.25, 739.99, 880];

/**
 * A short preview generated for a track: 4 s of 8-bit mono WAV, a few notes chosen from the id, so
 * the simulator can play "previews" offline. The same id always gives the same file.
 */
export function previewWav(trackId: string): Buffer {
  const seed = createHash('sha256').update(trackId).digest();
  const samples = SAMPLE_RATE * SECONDS;
  const noteLength = SAMPLE_RATE / 2;
  const data = Buffer.alloc(samples);
  for (let i = 0; i < samples; i++) {
    const note = Math.floor(i / noteLength);
    const frequency = NOTES[(seed[note % seed.length] ?? 0) % NOTES.length] ?? 440;
    const inNote = (i % noteLength) / noteLength;
    const envelope = Math.min(1, inNote * 20) * (1 - inNote) * 0.5;
    const value = Math.sin((2 * Math.PI * frequency * i) / SAMPLE_RATE) * envelope;
    data[i] = Math.round(128 + value * 127);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples, 4);
  header.write('WAVE', 8);
  header.write('fmt ', 12);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // byte rate
  header.writeUInt16LE(1, 32); // block align
  header.writeUInt16LE(8, 34); // bits per sample
  header.write('data', 36);
  header.writeUInt32LE(samples, 40);
  return Buffer.concat([header, data]);
}
