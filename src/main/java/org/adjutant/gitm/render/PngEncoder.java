package org.adjutant.gitm.render;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes the report pictures as PNG. The map pictures are flat colours with a little antialiasing: a few hundred
 * colours, of which the 256 commonest cover all but a few hundred pixels. So they are written as indexed colour (one
 * byte a pixel instead of three: files under half the size, deflated twice as fast); the rare antialiasing shades
 * take the nearest kept colour, a change no reader can see. Pictures that do not fit that way are written as 8-bit
 * RGB with the "up" filter, without loss. The JDK's ImageIO writer copies the raster row by row and tries every
 * filter on every row, which made encoding most of the cost of a deadline's reports; this one reads the pixels once.
 * Nothing depends on hash order or the clock, so the same picture always gives the same bytes.
 */
public final class PngEncoder {
    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    /**
     * Deflate level 3 (zlib's fastest match search that still chains): on the report pictures it encodes about twice
     * as fast as level 6 for files about 30% larger (18 golden pictures: 354 KB against 272 KB, the largest 24 KB);
     * levels 1-2 are no faster and larger still, and the FILTERED strategy gains nothing on indexed rows (measured
     * with {@code PngLevels}, see bench/reports.md).
     */
    static final int LEVEL = 3;
    private static final int MAX_PALETTE = 256;

    private PngEncoder() {
    }

    public static byte[] encode(BufferedImage image) {
        return encode(image, LEVEL, Deflater.DEFAULT_STRATEGY);
    }

    /** With a chosen deflate level and strategy; package-private for the measurements that chose them. */
    static byte[] encode(BufferedImage image, int level, int strategy) {
        int width = image.getWidth();
        int height = image.getHeight();
        int[] pixels = rgbPixels(image);
        Palette palette = Palette.of(pixels, width);
        byte[] raw = palette == null ? truecolourRows(pixels, width, height) : indexedRows(pixels, width, height,
                palette);

        ByteArrayOutputStream out = new ByteArrayOutputStream(raw.length / 8 + 1024);
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        putInt(header, 0, width);
        putInt(header, 4, height);
        header[8] = 8;
        header[9] = (byte) (palette == null ? 2 : 3);
        chunk(out, "IHDR", header, header.length);
        if (palette != null) {
            byte[] plte = new byte[palette.size * 3];
            for (int i = 0; i < palette.size; i++) {
                int rgb = palette.colours[i];
                plte[3 * i] = (byte) (rgb >>> 16);
                plte[3 * i + 1] = (byte) (rgb >>> 8);
                plte[3 * i + 2] = (byte) rgb;
            }
            chunk(out, "PLTE", plte, plte.length);
        }
        Deflater deflater = new Deflater(level);
        try {
            deflater.setStrategy(strategy);
            deflater.setInput(raw);
            deflater.finish();
            ByteArrayOutputStream idat = new ByteArrayOutputStream(raw.length / 8 + 64);
            byte[] buffer = new byte[64 * 1024];
            while (!deflater.finished()) {
                int n = deflater.deflate(buffer);
                idat.write(buffer, 0, n);
            }
            byte[] data = idat.toByteArray();
            chunk(out, "IDAT", data, data.length);
        } finally {
            deflater.end();
        }
        chunk(out, "IEND", new byte[0], 0);
        return out.toByteArray();
    }

    /** The pixels as 0xRRGGBB, straight from the raster when the picture is the renderers' own kind. */
    private static int[] rgbPixels(BufferedImage image) {
        if (image.getType() == BufferedImage.TYPE_INT_RGB
                && image.getRaster().getDataBuffer() instanceof DataBufferInt ints
                && ints.getNumBanks() == 1 && image.getRaster().getParent() == null
                && ints.getData().length == image.getWidth() * image.getHeight()) {
            return ints.getData();
        }
        int[] pixels = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] &= 0xFFFFFF;
        }
        return pixels;
    }

    /** The rows as palette indexes, filled from the runs the palette found (no pixel is read twice). */
    private static byte[] indexedRows(int[] pixels, int width, int height, Palette palette) {
        byte[] raw = new byte[height * (width + 1)];
        int o = 0;
        int x = 0;
        for (int r = 0; r < palette.runs; r++) {
            if (x == 0) {
                raw[o++] = 0; // filter "none": indexed rows gain nothing from filtering
            }
            int length = palette.runLength[r];
            byte index = (byte) palette.remap[palette.runColour[r]];
            if (length == 1) {
                raw[o++] = index;
            } else {
                java.util.Arrays.fill(raw, o, o + length, index);
                o += length;
            }
            x += length;
            if (x == width) {
                x = 0;
            }
        }
        return raw;
    }

    private static byte[] truecolourRows(int[] pixels, int width, int height) {
        int stride = 3 * width + 1;
        byte[] raw = new byte[height * stride];
        int p = 0;
        for (int y = 0; y < height; y++) {
            int o = y * stride;
            raw[o++] = 2; // filter "up": flat areas become runs of zeros
            for (int x = 0; x < width; x++) {
                int rgb = pixels[p];
                int above = y == 0 ? 0 : pixels[p - width];
                raw[o++] = (byte) ((rgb >>> 16) - (above >>> 16));
                raw[o++] = (byte) ((rgb >>> 8) - (above >>> 8));
                raw[o++] = (byte) (rgb - above);
                p++;
            }
        }
        return raw;
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data, int length) {
        byte[] head = new byte[8];
        putInt(head, 0, length);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(name, 0, head, 4, 4);
        out.writeBytes(head);
        out.write(data, 0, length);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data, 0, length);
        byte[] tail = new byte[4];
        putInt(tail, 0, (int) crc.getValue());
        out.writeBytes(tail);
    }

    private static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }

    /**
     * The picture's colours for an indexed PNG: the 256 commonest, in order of decreasing use (ties by colour value,
     * so the order never depends on hashing). A colour beyond those (an antialiasing shade used by a handful of
     * pixels) is drawn with the nearest kept colour; if that would be visibly off, or the picture has too many
     * colours to be a map, there is no palette and the picture is written as RGB without loss.
     */
    private static final class Palette {
        private static final int MAX_COLOURS = 4096;
        private static final int SLOTS = 8192;
        /** Largest difference in any channel allowed when a rare shade is drawn with a kept colour. */
        static final int MAX_SHIFT = 48;
        /** The picture as runs of one colour, none crossing a row's end: each run's colour number and length. */
        int[] runColour;
        int[] runLength;
        int runs;
        /** The palette index of each such number. */
        final int[] remap;
        final int[] colours = new int[MAX_PALETTE];
        int size;

        private Palette(int[] remap) {
            this.remap = remap;
        }

        private static int slot(int[] keys, int rgb) {
            int h = rgb * 0x9E3779B1;
            int s = (h ^ (h >>> 16)) & (SLOTS - 1);
            while (keys[s] != -1 && keys[s] != rgb) {
                s = (s + 1) & (SLOTS - 1);
            }
            return s;
        }

        static Palette of(int[] pixels, int width) {
            if (pixels.length >= 1 << 27) {
                return null; // beyond the sort key below; no report picture comes near
            }
            int[] keys = new int[SLOTS];
            int[] slotIds = new int[SLOTS];
            java.util.Arrays.fill(keys, -1);
            int[] rgbOf = new int[MAX_COLOURS];
            int[] uses = new int[MAX_COLOURS];
            int distinct = 0;
            int[] runColour = new int[Math.max(16, pixels.length / 8)];
            int[] runLength = new int[runColour.length];
            int runs = 0;
            int p = 0;
            int rowEnd = width;
            // run by run, each run within a row: a hash look-up per run of one colour, not per pixel
            while (p < pixels.length) {
                if (p == rowEnd) {
                    rowEnd += width; // kept as we go rather than divided out once per run
                }
                int rgb = pixels[p] & 0xFFFFFF;
                int q = p + 1;
                while (q < rowEnd && (pixels[q] & 0xFFFFFF) == rgb) {
                    q++;
                }
                int s = slot(keys, rgb);
                if (keys[s] == -1) {
                    if (distinct == MAX_COLOURS) {
                        return null; // too many colours to be one of our maps: lossless RGB
                    }
                    keys[s] = rgb;
                    slotIds[s] = distinct;
                    rgbOf[distinct++] = rgb;
                }
                uses[slotIds[s]] += q - p;
                if (runs == runColour.length) {
                    runColour = java.util.Arrays.copyOf(runColour, runs * 2);
                    runLength = java.util.Arrays.copyOf(runLength, runs * 2);
                }
                runColour[runs] = slotIds[s];
                runLength[runs++] = q - p;
                p = q;
            }
            long[] byUse = new long[distinct];
            for (int i = 0; i < distinct; i++) {
                // most used first, then by colour value, then the number: a fixed order free of hash order
                byUse[i] = ((long) (pixels.length - uses[i]) << 36) | ((long) rgbOf[i] << 12) | i;
            }
            java.util.Arrays.sort(byUse);
            Palette palette = new Palette(new int[distinct]);
            palette.runColour = runColour;
            palette.runLength = runLength;
            palette.runs = runs;
            for (int k = 0; k < distinct; k++) {
                int i = (int) (byUse[k] & 0xFFF);
                if (k < MAX_PALETTE) {
                    palette.colours[k] = rgbOf[i];
                    palette.remap[i] = k;
                    palette.size++;
                } else {
                    int nearest = palette.nearest(rgbOf[i]);
                    if (shift(rgbOf[i], palette.colours[nearest]) > MAX_SHIFT) {
                        return null;
                    }
                    palette.remap[i] = nearest;
                }
            }
            return palette;
        }

        private static int shift(int a, int b) {
            int dr = Math.abs((a >>> 16 & 0xFF) - (b >>> 16 & 0xFF));
            int dg = Math.abs((a >>> 8 & 0xFF) - (b >>> 8 & 0xFF));
            int db = Math.abs((a & 0xFF) - (b & 0xFF));
            return Math.max(dr, Math.max(dg, db));
        }

        /** The kept colour closest in RGB space; the first of equals, so the choice is fixed. */
        private int nearest(int rgb) {
            int best = 0;
            long bestDistance = Long.MAX_VALUE;
            for (int i = 0; i < size; i++) {
                int c = colours[i];
                long dr = (rgb >>> 16 & 0xFF) - (c >>> 16 & 0xFF);
                long dg = (rgb >>> 8 & 0xFF) - (c >>> 8 & 0xFF);
                long db = (rgb & 0xFF) - (c & 0xFF);
                long d = dr * dr + dg * dg + db * db;
                if (d < bestDistance) {
                    bestDistance = d;
                    best = i;
                }
            }
            return best;
        }
    }
}
