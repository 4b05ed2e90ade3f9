namespace BlockPack.Formatters
{
    /// <summary>A non-generic marker implemented by every formatter, so resolvers can hold them in one collection.</summary>
    public interface IMessagePackFormatter
    {
    }
}
