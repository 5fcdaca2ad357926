package org.adjutant.gitm.render;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * The report PNG format written the plain way, pixel by pixel, with no speed tricks: what {@link PngEncoder} must
 * produce byte for byte. The rules: colours counted over every pixel; the 256 most used kept, ordered by use (most
 * first) then by colour value; every other colour drawn with the kept colour nearest in RGB space (first of equals),
 * unless one would move more than 48 in a channel or there are more than 4,096 colours, in which case the picture is
 * RGB with the "up" filter on every row; indexed rows are unfiltered; one IDAT, deflated at {@link PngEncoder#LEVEL}.
 */
final class ReferencePngEncoder {
    private ReferencePngEncoder() {
    }

    static byte[] encode(BufferedImage image) {
        int width = image.getWidth();
        int height = image.getHeight();
        int[][] rgb = new int[height][width];
        Map<Integer, Integer> uses = new HashMap<>();
        for (int y = 0; y < height; y++) {
            for (int x = 0; x < width; x++) {
                rgb[y][x] = image.getRGB(x, y) & 0xFFFFFF;
                uses.merge(rgb[y][x], 1, Integer::sum);
            }
        }
        Map<Integer, Integer> index = uses.size() > 4096 ? null : palette(uses);
        List<Integer> kept = new ArrayList<>();
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        if (index != null) {
            List<Integer> order = order(uses);
            kept = order.subList(0, Math.min(256, order.size()));
            for (int y = 0; y < height; y++) {
                raw.write(0);
                for (int x = 0; x < width; x++) {
                    raw.write(index.get(rgb[y][x]));
                }
            }
        } else {
            for (int y = 0; y < height; y++) {
                raw.write(2);
                for (int x = 0; x < width; x++) {
                    int above = y == 0 ? 0 : rgb[y - 1][x];
                    raw.write((rgb[y][x] >> 16) - (above >> 16));
                    raw.write((rgb[y][x] >> 8) - (above >> 8));
                    raw.write(rgb[y][x] - above);
                }
            }
        }
        ByteArrayOutputStream png = new ByteArrayOutputStream();
        png.writeBytes(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'});
        ByteArrayOutputStream header = new ByteArrayOutputStream();
        int32(header, width);
        int32(header, height);
        header.writeBytes(new byte[] {8, (byte) (index == null ? 2 : 3), 0, 0, 0});
        chunk(png, "IHDR", header.toByteArray());
        if (index != null) {
            ByteArrayOutputStream plte = new ByteArrayOutputStream();
            for (int c : kept) {
                plte.writeBytes(new byte[] {(byte) (c >> 16), (byte) (c >> 8), (byte) c});
            }
            chunk(png, "PLTE", plte.toByteArray());
        }
        Deflater deflater = new Deflater(PngEncoder.LEVEL);
        deflater.setInput(raw.toByteArray());
        deflater.finish();
        ByteArrayOutputStream idat = new ByteArrayOutputStream();
        byte[] buffer = new byte[1000];
        while (!deflater.finished()) {
            idat.write(buffer, 0, deflater.deflate(buffer));
        }
        deflater.end();
        chunk(png, "IDAT", idat.toByteArray());
        chunk(png, "IEND", new byte[0]);
        return png.toByteArray();
    }

    private static List<Integer> order(Map<Integer, Integer> uses) {
        List<Integer> colours = new ArrayList<>(uses.keySet());
        colours.sort(Comparator.comparing((Integer c) -> -uses.get(c)).thenComparing(c -> c));
        return colours;
    }

    /** Each colour's palette index, or null when a rare colour would be visibly off. */
    private static Map<Integer, Integer> palette(Map<Integer, Integer> uses) {
        List<Integer> colours = order(uses);
        Map<Integer, Integer> index = new HashMap<>();
        for (int k = 0; k < colours.size(); k++) {
            int c = colours.get(k);
            if (k < 256) {
                index.put(c, k);
                continue;
            }
            int best = 0;
            long bestDistance = Long.MAX_VALUE;
            for (int i = 0; i < 256; i++) {
                int kept = colours.get(i);
                long dr = (c >> 16 & 0xFF) - (kept >> 16 & 0xFF);
                long dg = (c >> 8 & 0xFF) - (kept >> 8 & 0xFF);
                long db = (c & 0xFF) - (kept & 0xFF);
                long d = dr * dr + dg * dg + db * db;
                if (d < bestDistance) {
                    bestDistance = d;
                    best = i;
                }
            }
            int kept = colours.get(best);
            int shift = Math.max(Math.abs((c >> 16 & 0xFF) - (kept >> 16 & 0xFF)),
                    Math.max(Math.abs((c >> 8 & 0xFF) - (kept >> 8 & 0xFF)), Math.abs((c & 0xFF) - (kept & 0xFF))));
            if (shift > 48) {
                return null;
            }
            index.put(c, best);
        }
        return index;
    }

    private static void int32(ByteArrayOutputStream out, int v) {
        out.writeBytes(new byte[] {(byte) (v >>> 24), (byte) (v >>> 16), (byte) (v >>> 8), (byte) v});
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data) {
        int32(out, data.length);
        byte[] name = type.getBytes(StandardCharsets.US_ASCII);
        out.writeBytes(name);
        out.writeBytes(data);
        CRC32 crc = new CRC32();
        crc.update(name);
        crc.update(data);
        int32(out, (int) crc.getValue());
    }
}
