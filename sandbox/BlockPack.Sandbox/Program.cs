namespace BlockPack.Sandbox { internal static class Program { private static void Main() { } } }
