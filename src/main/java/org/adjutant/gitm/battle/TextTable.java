package org.adjutant.gitm.battle;

import java.util.ArrayList;
import java.util.List;

/** Rows of cells printed in columns: the first column left-aligned, the others right-aligned, two spaces apart. */
final class TextTable {
    private final List<List<String>> rows = new ArrayList<>();

    TextTable row(String... cells) {
        rows.add(List.of(cells));
        return this;
    }

    TextTable row(List<String> cells) {
        rows.add(List.copyOf(cells));
        return this;
    }

    String render() {
        int columns = rows.stream().mapToInt(List::size).max().orElse(0);
        int[] widths = new int[columns];
        for (List<String> r : rows) {
            for (int i = 0; i < r.size(); i++) {
                widths[i] = Math.max(widths[i], r.get(i).length());
            }
        }
        StringBuilder sb = new StringBuilder();
        for (List<String> r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.size(); i++) {
                String cell = r.get(i);
                if (i == 0) {
                    line.append(cell).append(" ".repeat(widths[i] - cell.length()));
                } else {
                    line.append("  ").append(" ".repeat(widths[i] - cell.length())).append(cell);
                }
            }
            sb.append(line.toString().stripTrailing()).append('\n');
        }
        return sb.toString();
    }
}
