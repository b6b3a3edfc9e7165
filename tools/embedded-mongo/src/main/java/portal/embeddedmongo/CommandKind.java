package portal.embeddedmongo;

import java.util.Locale;
import java.util.Set;

/** How a wire command touches the store: it decides the lock a command takes and whether it is committed. */
enum CommandKind {
    /** Reads (find, aggregate, count, getMore, listIndexes, hello, ...): run side by side. */
    READ,
    /** Changes documents of a collection; creates the collection implicitly when it does not exist. */
    WRITE,
    /** Creates, drops or renames collections, databases or indexes. */
    SCHEMA;

    private static final Set<String> WRITES = Set.of("insert", "update", "delete", "findandmodify");

    private static final Set<String> SCHEMA_CHANGES =
        Set.of("create", "createindexes", "drop", "dropdatabase", "dropindexes", "renamecollection");

    static CommandKind of(String command) {
        String name = command.toLowerCase(Locale.ROOT);
        if (SCHEMA_CHANGES.contains(name)) {
            return SCHEMA;
        }
        return WRITES.contains(name) ? WRITE : READ;
    }
}
