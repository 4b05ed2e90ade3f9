namespace BlockPack.Interop.Tests.Models
{
    /// <summary>An unattributed base class with a private field, for <see cref="WithPrivateHelperInBase"/>.</summary>
    public class PrivateHelperBase
    {
        private int baseCache;

        public int Cached() => ++this.baseCache;
    }
}
