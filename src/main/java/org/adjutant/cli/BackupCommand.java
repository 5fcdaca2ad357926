package org.adjutant.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code adjutant backup FILE}: an online copy of the robot's H2 database (docs/backups.md). */
@Command(name = "backup", mixinStandardHelpOptions = true,
        description = "Copy the robot's whole H2 database to a zip file, while the robot runs or not (H2's BACKUP "
                + "TO: a consistent snapshot). To restore, stop the robot and unzip the file into the database "
                + "directory. A PostgreSQL database is backed up with pg_dump instead (docs/backups.md).")
final class BackupCommand implements Callable<Integer> {
    @ParentCommand
    Main main;
    @Parameters(paramLabel = "FILE", description = "The zip file to write; it must not exist.")
    Path file;

    @Override
    public Integer call() {
        Path target = file.toAbsolutePath().normalize();
        return GameCommand.administer(main.home(), "backup", List.of(target.toString()), a -> a.backup(target));
    }
}
