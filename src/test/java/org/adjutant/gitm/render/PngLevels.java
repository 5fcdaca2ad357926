package org.adjutant.gitm.render;

import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Deflater;
import javax.imageio.ImageIO;

/**
 * Size and time of the report pictures at each deflate level and strategy: how {@link PngEncoder#LEVEL} was
 * chosen. A plain main (not a test); run after test-compile:
 * {@code java -cp target/classes:target/test-classes org.adjutant.gitm.render.PngLevels docs/images/reports}.
 */
public final class PngLevels {
    private PngLevels() {
    }

    public static void main(String[] args) throws Exception {
        List<BufferedImage> images = new ArrayList<>();
        try (var files = Files.list(Path.of(args.length > 0 ? args[0] : "docs/images/reports"))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".png")).sorted().toList()) {
                BufferedImage read = ImageIO.read(f.toFile());
                BufferedImage rgb = new BufferedImage(read.getWidth(), read.getHeight(), BufferedImage.TYPE_INT_RGB);
                rgb.getGraphics().drawImage(read, 0, 0, null);
                images.add(rgb);
            }
        }
        int[][] settings = {{6, Deflater.DEFAULT_STRATEGY}, {6, Deflater.FILTERED}, {5, Deflater.FILTERED},
            {4, Deflater.FILTERED}, {3, Deflater.DEFAULT_STRATEGY}, {3, Deflater.FILTERED},
            {2, Deflater.DEFAULT_STRATEGY}, {1, Deflater.DEFAULT_STRATEGY}, {9, Deflater.DEFAULT_STRATEGY}};
        for (int pass = 0; pass < 3; pass++) {
            for (int[] s : settings) {
                long bytes = 0;
                int largest = 0;
                long t0 = System.nanoTime();
                int reps = 20;
                for (int r = 0; r < reps; r++) {
                    bytes = 0;
                    for (BufferedImage img : images) {
                        int n = PngEncoder.encode(img, s[0], s[1]).length;
                        bytes += n;
                        largest = Math.max(largest, n);
                    }
                }
                double ms = (System.nanoTime() - t0) / 1e6 / reps / images.size();
                System.out.printf("pass %d level %d strategy %d: %.2f ms a picture, %d KB for %d pictures, largest %d KB%n",
                        pass, s[0], s[1], ms, bytes / 1024, images.size(), largest / 1024);
            }
        }
    }
}
