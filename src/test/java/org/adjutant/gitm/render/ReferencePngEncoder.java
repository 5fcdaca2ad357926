package org.adjutant.gitm.render;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * The report PNG format written the plain way, pixel by pixel, with no speed tricks: what {@link PngEncoder} must
 * produce byte for byte. The rules: colours counted over every pixel; the 256 most used kept, ordered by use (most
 * first) then by colour value; every other colour drawn with the kept colour nearest in RGB space (first of equals).
 * A colour that would move more than 48 in a channel ("far") takes the slot of the last kept colour that is not a far
 * colour taken in and has another kept colour within 48, each far colour of a round in order of use, for up to four
 * rounds; more than 64 far colours in a round, no slot to give, far colours after four rounds, or more than 4,096
 * colours, and the picture is RGB with the "up" filter on every row; indexed rows are unfiltered; one IDAT, deflated
 * at {@link PngEncoder#LEVEL}.
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
        Chosen chosen = uses.size() > 4096 ? null : palette(uses);
        Map<Integer, Integer> index = chosen == null ? null : chosen.index();
        List<Integer> kept = chosen == null ? List.of() : chosen.kept();
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        if (index != null) {
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

    private record Chosen(List<Integer> kept, Map<Integer, Integer> index) {
    }

    /** The kept colours and each colour's palette index, or null when some colour would stay visibly off. */
    private static Chosen palette(Map<Integer, Integer> uses) {
        List<Integer> colours = order(uses);
        List<Integer> kept = new ArrayList<>(colours.subList(0, Math.min(256, colours.size())));
        Set<Integer> taken = new HashSet<>();
        for (int round = 0; round < 4; round++) {
            Map<Integer, Integer> index = new HashMap<>();
            List<Integer> far = new ArrayList<>();
            for (int c : colours) {
                int k = kept.indexOf(c);
                if (k >= 0) {
                    index.put(c, k);
                    continue;
                }
                int best = 0;
                long bestDistance = Long.MAX_VALUE;
                for (int i = 0; i < kept.size(); i++) {
                    int o = kept.get(i);
                    long dr = (c >> 16 & 0xFF) - (o >> 16 & 0xFF);
                    long dg = (c >> 8 & 0xFF) - (o >> 8 & 0xFF);
                    long db = (c & 0xFF) - (o & 0xFF);
                    long d = dr * dr + dg * dg + db * db;
                    if (d < bestDistance) {
                        bestDistance = d;
                        best = i;
                    }
                }
                index.put(c, best);
                if (shift(c, kept.get(best)) > 48) {
                    far.add(c);
                }
            }
            if (far.isEmpty()) {
                return new Chosen(kept, index);
            }
            if (far.size() > 64) {
                return null;
            }
            for (int f : far) {
                int slot = -1;
                for (int s = kept.size() - 1; s >= 0 && slot < 0; s--) {
                    if (taken.contains(kept.get(s))) {
                        continue;
                    }
                    for (int o = 0; o < kept.size(); o++) {
                        if (o != s && shift(kept.get(s), kept.get(o)) <= 48) {
                            slot = s;
                            break;
                        }
                    }
                }
                if (slot < 0) {
                    return null;
                }
                kept.set(slot, f);
                taken.add(f);
            }
        }
        return null;
    }

    private static int shift(int a, int b) {
        return Math.max(Math.abs((a >> 16 & 0xFF) - (b >> 16 & 0xFF)),
                Math.max(Math.abs((a >> 8 & 0xFF) - (b >> 8 & 0xFF)), Math.abs((a & 0xFF) - (b & 0xFF))));
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
