package org.adjutant.gitm.render;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes the report pictures as PNG. The map pictures are flat colours with a little antialiasing: a few hundred
 * colours, of which the 256 commonest cover all but a few hundred pixels. So they are written as indexed colour (one
 * byte a pixel instead of three: files under half the size, deflated twice as fast); the rare antialiasing shades
 * take the nearest kept colour, a change no reader can see. A rare shade far from every kept colour (a flag's edge
 * in pure blue, a few pixels) takes the slot of a little-used kept colour that has a near neighbour to be drawn with
 * instead. Pictures that still do not fit that way (thousands of colours: not a map) are written as 8-bit RGB with
 * the "up" filter, without loss. The JDK's ImageIO writer copies the raster row by row and tries every
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
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    /** Pixels compared one by one before a run is searched with the vectorised {@code Arrays.mismatch}. */
    private static final int SCALAR_SCAN = 8;
    private static final ThreadLocal<Workspace> WORKSPACE = ThreadLocal.withInitial(Workspace::new);

    private PngEncoder() {
    }

    public static byte[] encode(BufferedImage image) {
        return encode(image, LEVEL, Deflater.DEFAULT_STRATEGY);
    }

    /** With a chosen deflate level and strategy; package-private for the measurements that chose them. */
    static byte[] encode(BufferedImage image, int level, int strategy) {
        Workspace work = WORKSPACE.get();
        int width = image.getWidth();
        int height = image.getHeight();
        int[] pixels = rgbPixels(image);
        Palette palette = Palette.of(pixels, width, work);
        byte[] raw = palette == null ? truecolourRows(pixels, width, height, work)
                : indexedRows(width, height, palette, work);
        int rawLength = palette == null ? height * (3 * width + 1) : height * (width + 1);
        int idatLength = work.deflate(raw, rawLength, level, strategy);

        int plteLength = palette == null ? 0 : palette.size * 3;
        byte[] png = new byte[SIGNATURE.length + (12 + 13) + (palette == null ? 0 : 12 + plteLength)
                + (12 + idatLength) + 12];
        System.arraycopy(SIGNATURE, 0, png, 0, SIGNATURE.length);
        int at = SIGNATURE.length;
        int data = startChunk(png, at, "IHDR", 13);
        putInt(png, data, width);
        putInt(png, data + 4, height);
        png[data + 8] = 8;
        png[data + 9] = (byte) (palette == null ? 2 : 3);
        at = endChunk(png, at, 13, work.crc);
        if (palette != null) {
            data = startChunk(png, at, "PLTE", plteLength);
            for (int i = 0; i < palette.size; i++) {
                int rgb = palette.colours[i];
                png[data + 3 * i] = (byte) (rgb >>> 16);
                png[data + 3 * i + 1] = (byte) (rgb >>> 8);
                png[data + 3 * i + 2] = (byte) rgb;
            }
            at = endChunk(png, at, plteLength, work.crc);
        }
        data = startChunk(png, at, "IDAT", idatLength);
        System.arraycopy(work.output, 0, png, data, idatLength);
        at = endChunk(png, at, idatLength, work.crc);
        startChunk(png, at, "IEND", 0);
        endChunk(png, at, 0, work.crc);
        return png;
    }

    /** The pixels as 0xRRGGBB (top byte ignored), straight from the raster for the renderers' own kind of picture. */
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

    /**
     * The rows as palette indexes, filled from the runs the palette found (no pixel is read twice); a row the palette
     * found equal to the one above is a copy of that row's bytes.
     */
    private static byte[] indexedRows(int width, int height, Palette palette, Workspace work) {
        int stride = width + 1;
        byte[] raw = work.raw(height * stride);
        int[] runColour = work.runColour;
        int[] runLength = work.runLength;
        boolean[] repeats = work.repeats;
        int[] remap = palette.remap;
        int o = 0;
        int r = 0;
        for (int y = 0; y < height; y++) {
            if (repeats[y]) {
                System.arraycopy(raw, o - stride, raw, o, stride);
                o += stride;
                continue;
            }
            raw[o++] = 0; // filter "none": indexed rows gain nothing from filtering
            for (int rowEnd = o + width; o < rowEnd; r++) {
                int n = runLength[r];
                byte index = (byte) remap[runColour[r]];
                if (n < 8) {
                    // most runs are antialiasing edges of a few pixels
                    for (int end = o + n; o < end; o++) {
                        raw[o] = index;
                    }
                } else {
                    // eight bytes a store, the last store overlapping the one before it: about a fifth faster than
                    // Arrays.fill on these runs of a few dozen bytes
                    long eight = (index & 0xFFL) * 0x0101010101010101L;
                    int end = o + n;
                    for (; o + 8 <= end; o += 8) {
                        LONGS.set(raw, o, eight);
                    }
                    LONGS.set(raw, end - 8, eight);
                    o = end;
                }
            }
        }
        return raw;
    }

    private static byte[] truecolourRows(int[] pixels, int width, int height, Workspace work) {
        int stride = 3 * width + 1;
        int length = height * stride;
        byte[] raw = work.raw(length);
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

    /** Writes a chunk's length and type at {@code at}; returns where its data goes. */
    private static int startChunk(byte[] png, int at, String type, int length) {
        putInt(png, at, length);
        for (int i = 0; i < 4; i++) {
            png[at + 4 + i] = (byte) type.charAt(i);
        }
        return at + 8;
    }

    /** Writes the CRC of the chunk at {@code at} (type and data, already in place); returns where the next begins. */
    private static int endChunk(byte[] png, int at, int length, CRC32 crc) {
        crc.reset();
        crc.update(png, at + 4, 4 + length);
        putInt(png, at + 8 + length, (int) crc.getValue());
        return at + 12 + length;
    }

    private static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }

    /**
     * A thread's scratch space, kept between pictures: a deadline encodes two pictures a player of about the same
     * size, so allocating (and zeroing) the megabyte-sized row, run and output arrays each time, and setting up a
     * new zlib stream, was a measurable part of the cost. Nothing in here outlives one {@link #encode} call in any
     * way that could reach its output: every array is written before it is read.
     */
    private static final class Workspace {
        /** Arrays larger than this are used once and not kept, so one huge picture does not pin memory. */
        private static final int KEEP_LIMIT = 1 << 24;
        final int[] keys = new int[Palette.SLOTS];
        final int[] slotIds = new int[Palette.SLOTS];
        final int[] rgbOf = new int[Palette.MAX_COLOURS];
        final int[] uses = new int[Palette.MAX_COLOURS];
        final CRC32 crc = new CRC32();
        int[] runColour = new int[0];
        int[] runLength = new int[0];
        private byte[] raw = new byte[0];
        private byte[] deflated = new byte[0];
        /** The deflated rows of the last {@link #deflate} call (the kept buffer, or a one-off larger one). */
        byte[] output;
        private final Deflater deflater = new Deflater(LEVEL);

        byte[] raw(int length) {
            if (raw.length < length) {
                byte[] fresh = new byte[length];
                if (length <= KEEP_LIMIT) {
                    raw = fresh;
                }
                return fresh;
            }
            return raw;
        }

        /** Whether each row is a copy of the one above, as {@link Palette#of} found. */
        boolean[] repeats = new boolean[0];

        boolean[] repeats(int height) {
            if (repeats.length < height) {
                repeats = new boolean[height];
            }
            return repeats;
        }

        void runs(int capacity) {
            if (runColour.length > KEEP_LIMIT / 4) {
                runColour = new int[0]; // a huge picture's runs are not kept for the next one
                runLength = new int[0];
            }
            if (runColour.length < capacity) {
                runColour = new int[capacity];
                runLength = new int[capacity];
            }
        }

        void moreRuns() {
            runColour = Arrays.copyOf(runColour, runColour.length * 2);
            runLength = Arrays.copyOf(runLength, runLength.length * 2);
        }

        /** Deflates the first {@code length} bytes of {@code raw} into {@link #output}; returns the length written. */
        int deflate(byte[] raw, int length, int level, int strategy) {
            boolean usual = level == LEVEL && strategy == Deflater.DEFAULT_STRATEGY;
            Deflater d = usual ? deflater : new Deflater(level);
            try {
                d.setStrategy(strategy);
                d.setInput(raw, 0, length);
                d.finish();
                byte[] out = deflated.length == 0 ? new byte[length / 8 + 1024] : deflated;
                int n = 0;
                while (!d.finished()) {
                    if (n == out.length) {
                        out = Arrays.copyOf(out, out.length * 2);
                    }
                    n += d.deflate(out, n, out.length - n);
                }
                if (out.length <= KEEP_LIMIT) {
                    deflated = out;
                }
                output = out;
                return n;
            } finally {
                if (usual) {
                    d.reset();
                } else {
                    d.end();
                }
            }
        }
    }

    /**
     * The picture's colours for an indexed PNG: the 256 commonest, in order of decreasing use (ties by colour value,
     * so the order never depends on hashing). A colour beyond those (an antialiasing shade used by a handful of
     * pixels) is drawn with the nearest kept colour, or, if that would be visibly off, takes a kept colour's slot
     * ({@link #choose}); if no palette keeps every colour near, or the picture has too many colours to be a map,
     * there is none and the picture is written as RGB without loss.
     */
    private static final class Palette {
        private static final int MAX_COLOURS = 4096;
        private static final int SLOTS = 8192;
        /** Largest difference in any channel allowed when a rare shade is drawn with a kept colour. */
        static final int MAX_SHIFT = 48;
        /** Far colours taken in per round, and rounds, before a picture is given up as not a map. */
        private static final int MAX_FAR = 64;
        private static final int MAX_ROUNDS = 4;
        /** The palette index of each colour number (the order the scan first met the colours in). */
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

        static Palette of(int[] pixels, int width, Workspace work) {
            if (pixels.length >= 1 << 27) {
                return null; // beyond the sort key below; no report picture comes near
            }
            int[] keys = work.keys;
            int[] slotIds = work.slotIds;
            Arrays.fill(keys, -1);
            int[] rgbOf = work.rgbOf;
            int[] uses = work.uses;
            int distinct = 0;
            work.runs(Math.max(16, pixels.length / 8));
            int[] runColour = work.runColour;
            int[] runLength = work.runLength;
            int runs = 0;
            int height = pixels.length / width;
            boolean[] repeats = work.repeats(height);
            // the runs of the last row scanned: a row equal to it has the same runs and is not scanned again
            int aboveFirstRun = 0;
            int aboveEndRun = 0;
            // The two colours of the last two runs: after an edge pixel the run usually goes back to the colour
            // before it, and a row often begins in the colour the last one ended with.
            int lastRgb = -1;
            int lastId = -1;
            int beforeRgb = -1;
            int beforeId = -1;
            for (int y = 0, rowStart = 0; y < height; y++, rowStart += width) {
                int rowEnd = rowStart + width;
                // Flat areas, blank bands and the gaps between lines of text make many rows copies of the one
                // above (a third to two thirds of a report picture's rows): found with one vectorised comparison.
                if (y > 0 && Arrays.mismatch(pixels, rowStart, rowEnd, pixels, rowStart - width, rowStart) < 0) {
                    repeats[y] = true;
                    for (int r = aboveFirstRun; r < aboveEndRun; r++) {
                        uses[runColour[r]] += runLength[r];
                    }
                    continue;
                }
                repeats[y] = false;
                aboveFirstRun = runs;
                // run by run: a hash look-up per run of one colour, not per pixel
                int p = rowStart;
                while (p < rowEnd) {
                    // Compared as stored, top byte included: a run split where only that byte changes is two runs
                    // of the same colour, which fill the same row bytes and add up to the same use count.
                    int stored = pixels[p];
                    int q = p + 1;
                    int scalarEnd = Math.min(rowEnd, p + SCALAR_SCAN);
                    while (q < scalarEnd && pixels[q] == stored) {
                        q++;
                    }
                    if (q == scalarEnd && q < rowEnd && pixels[q] == stored) {
                        // a long run (a flat fill): each pixel against its left neighbour, many at a time
                        int m = Arrays.mismatch(pixels, q + 1, rowEnd, pixels, q, rowEnd - 1);
                        q = m < 0 ? rowEnd : q + 1 + m;
                    }
                    int rgb = stored & 0xFFFFFF;
                    int id;
                    if (rgb == lastRgb) {
                        id = lastId;
                    } else if (rgb == beforeRgb) {
                        id = beforeId;
                        beforeRgb = lastRgb;
                        beforeId = lastId;
                        lastRgb = rgb;
                        lastId = id;
                    } else {
                        int s = slot(keys, rgb);
                        if (keys[s] == -1) {
                            if (distinct == MAX_COLOURS) {
                                return null; // too many colours to be one of our maps: lossless RGB
                            }
                            keys[s] = rgb;
                            slotIds[s] = distinct;
                            uses[distinct] = 0;
                            rgbOf[distinct++] = rgb;
                        }
                        id = slotIds[s];
                        beforeRgb = lastRgb;
                        beforeId = lastId;
                        lastRgb = rgb;
                        lastId = id;
                    }
                    uses[id] += q - p;
                    if (runs == runColour.length) {
                        work.moreRuns();
                        runColour = work.runColour;
                        runLength = work.runLength;
                    }
                    runColour[runs] = id;
                    runLength[runs++] = q - p;
                    p = q;
                }
                aboveEndRun = runs;
            }
            long[] byUse = new long[distinct];
            for (int i = 0; i < distinct; i++) {
                // most used first, then by colour value, then the number: a fixed order free of hash order
                byUse[i] = ((long) (pixels.length - uses[i]) << 36) | ((long) rgbOf[i] << 12) | i;
            }
            Arrays.sort(byUse);
            int[] order = new int[distinct];
            for (int k = 0; k < distinct; k++) {
                order[k] = (int) (byUse[k] & 0xFFF);
            }
            return choose(order, rgbOf, distinct);
        }

        /**
         * The palette for colours given most used first: the 256 commonest, then each rarer colour drawn with the
         * nearest of those. A rare colour far from all of them (a flag's edge in a pure red or blue, a few pixels)
         * takes the slot of the least used kept colour that has a near neighbour left in the palette, which is then
         * drawn with that neighbour; rounds of this are repeated until every colour is near its slot. Without that,
         * one such shade of a handful of pixels made a whole map RGB: three times the bytes (every 1846-map report
         * picture was). {@code null} when no palette keeps every colour near its own.
         */
        static Palette choose(int[] order, int[] rgbOf, int distinct) {
            Palette palette = new Palette(new int[distinct]);
            int kept = Math.min(distinct, MAX_PALETTE);
            int[] slotOf = new int[distinct];
            Arrays.fill(slotOf, -1);
            for (int k = 0; k < kept; k++) {
                palette.colours[k] = rgbOf[order[k]];
                slotOf[order[k]] = k;
            }
            palette.size = kept;
            boolean[] farTaken = new boolean[MAX_PALETTE];
            int[] idInSlot = Arrays.copyOf(order, kept);
            for (int round = 0; round < MAX_ROUNDS; round++) {
                palette.byRed = null;
                int farCount = 0;
                int[] far = new int[MAX_FAR];
                for (int k = 0; k < distinct; k++) {
                    int i = order[k];
                    if (slotOf[i] >= 0) {
                        palette.remap[i] = slotOf[i];
                        continue;
                    }
                    int nearest = palette.nearest(rgbOf[i]);
                    palette.remap[i] = nearest;
                    if (shift(rgbOf[i], palette.colours[nearest]) > MAX_SHIFT) {
                        if (farCount == MAX_FAR) {
                            return null;
                        }
                        far[farCount++] = i;
                    }
                }
                if (farCount == 0) {
                    return palette;
                }
                for (int f = 0; f < farCount; f++) {
                    int slot = palette.evictable(farTaken);
                    if (slot < 0) {
                        return null;
                    }
                    slotOf[idInSlot[slot]] = -1;
                    palette.colours[slot] = rgbOf[far[f]];
                    idInSlot[slot] = far[f];
                    slotOf[far[f]] = slot;
                    farTaken[slot] = true;
                }
            }
            return null;
        }

        /**
         * The least used kept colour (the last slot) that is not a far colour taken in and has another colour of the
         * palette within {@link #MAX_SHIFT}; -1 if none.
         */
        private int evictable(boolean[] farTaken) {
            for (int slot = size - 1; slot >= 0; slot--) {
                if (farTaken[slot]) {
                    continue;
                }
                for (int other = 0; other < size; other++) {
                    if (other != slot && shift(colours[slot], colours[other]) <= MAX_SHIFT) {
                        return slot;
                    }
                }
            }
            return -1;
        }

        private static int shift(int a, int b) {
            int dr = Math.abs((a >>> 16 & 0xFF) - (b >>> 16 & 0xFF));
            int dg = Math.abs((a >>> 8 & 0xFF) - (b >>> 8 & 0xFF));
            int db = Math.abs((a & 0xFF) - (b & 0xFF));
            return Math.max(dr, Math.max(dg, db));
        }

        /** The kept colours' indexes ordered by red (then index), and their reds; made on the first rare colour. */
        private int[] byRed;
        private int[] reds;

        /**
         * The kept colour closest in RGB space; the first of equals (lowest index), so the choice is fixed. Searched
         * outwards from the kept colours of the nearest red: once the red difference alone exceeds the best distance
         * no colour further out in that direction can be nearer or tie, so most of the 256 are never looked at.
         */
        private int nearest(int rgb) {
            if (byRed == null) {
                long[] keys = new long[size];
                for (int i = 0; i < size; i++) {
                    keys[i] = (long) (colours[i] >>> 16 & 0xFF) << 32 | i;
                }
                Arrays.sort(keys);
                byRed = new int[size];
                reds = new int[size];
                for (int k = 0; k < size; k++) {
                    byRed[k] = (int) keys[k];
                    reds[k] = (int) (keys[k] >>> 32);
                }
            }
            int r = rgb >>> 16 & 0xFF;
            int g = rgb >>> 8 & 0xFF;
            int b = rgb & 0xFF;
            int best = -1;
            int bestDistance = Integer.MAX_VALUE; // at most 3 * 255 * 255: an int is wide enough
            int up = lowerBound(reds, size, r);
            int down = up - 1;
            boolean upOpen = up < size;
            boolean downOpen = down >= 0;
            while (upOpen || downOpen) {
                if (upOpen) {
                    int dr = reds[up] - r;
                    if (dr * dr > bestDistance) {
                        upOpen = false;
                    } else {
                        int i = byRed[up];
                        int d = distance(dr, g, b, colours[i]);
                        if (d < bestDistance || d == bestDistance && i < best) {
                            bestDistance = d;
                            best = i;
                        }
                        upOpen = ++up < size;
                    }
                }
                if (downOpen) {
                    int dr = r - reds[down];
                    if (dr * dr > bestDistance) {
                        downOpen = false;
                    } else {
                        int i = byRed[down];
                        int d = distance(dr, g, b, colours[i]);
                        if (d < bestDistance || d == bestDistance && i < best) {
                            bestDistance = d;
                            best = i;
                        }
                        downOpen = --down >= 0;
                    }
                }
            }
            return best;
        }

        private static int distance(int dr, int g, int b, int c) {
            int dg = g - (c >>> 8 & 0xFF);
            int db = b - (c & 0xFF);
            return dr * dr + dg * dg + db * db;
        }

        /** The first position whose value is at least {@code value}, in the first {@code n} of sorted values. */
        private static int lowerBound(int[] sorted, int n, int value) {
            int lo = 0;
            int hi = n;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (sorted[mid] < value) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }
    }
}
